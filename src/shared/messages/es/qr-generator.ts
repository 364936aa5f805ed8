/** /admin/qr en español. */
import type { Catalogue } from '../../i18n/translation.ts';
import type * as en from '../qr-generator.ts';

export const qrGenerator: Catalogue<typeof en.qrGenerator> = {
  title: 'Generador de códigos QR',
  intro:
    'Imprima el código que los padres escanean en la entrada. Abre el registro del evento elegido.',
  eventLabel: 'Evento',
  chooseEvent: 'Elija un evento',
  noEvents: 'Todavía no hay eventos',
  noEventsText: 'Primero cree un evento en Herramientas del entrenador.',
  toolsLink: 'Abrir Herramientas del entrenador',
  imageAlt: (name: string) => `Código QR de registro para ${name}`,
  download: 'Descargar PNG',
  print: 'Imprimir cartel',
  downloaded: 'Código QR descargado',
  failed: 'No se pudo generar el código QR',
  generating: 'Generando el código QR…',
  posterHeading: 'Vista previa del cartel',
  posterInstructions: 'Escanee con la cámara de su teléfono para registrar a su atleta.',
  encodes: 'Abre',
  placeholder: 'Elija un evento para ver su código QR.',
  seasonNote:
    'Un solo código para toda la temporada: siempre abre la sesión abierta en ese momento.',
  seasonPoster: 'Todas las sesiones de esta temporada',
};
