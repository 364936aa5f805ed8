/** La página de inicio (/) en español. */
import type { Catalogue } from '../../i18n/translation.ts';
import type * as en from '../home.ts';

export const home: Catalogue<typeof en.home> = {
  title: 'TapIn',
  intro: 'Registro de asistencia para equipos deportivos y escuelas.',
  coachGuide: 'Guía del entrenador',
  coachGuideText: 'Cómo preparar eventos, listas y códigos QR.',
  coachDashboard: 'Panel del entrenador',
  coachDashboardText: 'Vea las llegadas en vivo y registre atletas a mano.',
  generateQr: 'Generar código QR',
  generateQrText: 'Imprima el código QR que los padres escanean en la entrada.',
  coachHeading: 'Para entrenadores',
  coachSignUp: 'Entrar como entrenador',
  coachNote:
    'Después de registrarse, su cuenta queda pendiente hasta que un administrador la apruebe.',
  parentHeading: 'Para padres',
  parentText:
    'Escanee el código QR en el evento. La primera vez, vincule su número de teléfono con su atleta; después, registrarse es un solo toque.',
  lead: 'Los padres escanean, tocan y listo. Los entrenadores ven quién llegó, en vivo.',
  quickLinks: 'Accesos para entrenadores',
  parentSteps: ['Escanee', 'Toque', '¡Listo!'],
  downloadLogoLink: 'Descargar el logotipo',
};
