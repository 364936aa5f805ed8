/** La página 404 y la página del logo (public-pages.ts en español). */
import type { Catalogue } from '../../i18n/translation.ts';
import type * as en from '../public-pages.ts';

export const notFound: Catalogue<typeof en.notFound> = {
  title: 'Página no encontrada',
  text: 'La página que busca no existe.',
};

export const logo: Catalogue<typeof en.logo> = {
  title: 'Descargar el logotipo de TapIn',
  description: 'PNG, 237 KB, cuadrado (1:1).',
  download: 'Descargar logotipo',
};
