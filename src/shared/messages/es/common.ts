/** Textos que comparten todas las pantallas (common.ts en español). */
import type { Catalogue } from '../../i18n/translation.ts';
import type * as en from '../common.ts';

export const brand: Catalogue<typeof en.brand> = {
  name: 'TapIn',
  tagline: 'Escanee. Toque. ¡Listo!',
  logoAlt: 'Logotipo de TapIn',
};

export const common: Catalogue<typeof en.common> = {
  backToHome: 'Volver al inicio',
  back: 'Atrás',
  loading: 'Cargando…',
  dismiss: 'Cerrar',
  toggleTheme: 'Cambiar el modo oscuro',
  switchToDark: 'Cambiar al tema oscuro',
  switchToLight: 'Cambiar al tema claro',
  genericError: 'Algo salió mal. Inténtelo de nuevo.',
  skipToContent: 'Ir al contenido principal',
  notifications: 'Notificaciones',
  tryAgain: 'Intentar de nuevo',
  eventGroups: { open: 'Abiertos ahora', upcoming: 'Próximos', past: 'Pasados' },
};

export const notFound: Catalogue<typeof en.notFound> = {
  title: 'Página no encontrada',
  text: 'La página que busca no existe.',
};

export const logo: Catalogue<typeof en.logo> = {
  title: 'Descargar el logotipo de TapIn',
  description: 'PNG, 237 KB, cuadrado (1:1).',
  download: 'Descargar logotipo',
};
