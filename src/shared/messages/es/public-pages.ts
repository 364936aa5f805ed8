/** La página 404, los marcadores de posición y la página del logo (public-pages.ts en español). */
import type { Catalogue } from '../../i18n/translation.ts';
import type * as en from '../public-pages.ts';

export const notFound: Catalogue<typeof en.notFound> = {
  title: 'Página no encontrada',
  text: 'La página que busca no existe.',
};

export const placeholder: Catalogue<typeof en.placeholder> = {
  text: 'Esta pantalla estará disponible pronto.',
  titles: {
    coachLogin: 'Acceso de entrenadores',
    coachDashboard: 'Panel del entrenador',
    coachTools: 'Herramientas del entrenador',
    coachRoster: 'Subir lista',
    coachGuide: 'Guía del entrenador',
    adminQr: 'Generador de códigos QR',
    adminDashboard: 'Panel de administración',
    pendingApproval: 'Aprobación pendiente',
  },
};

export const logo: Catalogue<typeof en.logo> = {
  title: 'Descargar el logotipo de TapIn',
  description: 'PNG, 237 KB, cuadrado (1:1).',
  download: 'Descargar logotipo',
};
