/** Acceso de entrenadores, aprobación pendiente y controles de acceso, en español. */
import type { Catalogue } from '../../i18n/translation.ts';
import type * as en from '../coach-login.ts';
import { magicLinkEmail } from './emails.ts';

export const coachLogin: Catalogue<typeof en.coachLogin> = {
  title: 'Acceso de entrenadores',
  intro: 'Entre con su correo electrónico. Le enviaremos un enlace seguro; no necesita contraseña.',
  emailLabel: 'Correo electrónico',
  emailPlaceholder: 'coach@school.org',
  sendMagicLink: 'Enviar enlace de acceso',
  sending: 'Enviando...',
  failed: 'No se pudo enviar el enlace de acceso. Inténtelo de nuevo.',
  checkEmailTitle: '¡Revise su correo!',
  sentTo: (email: string) => `Enviamos un enlace de acceso a ${email}.`,
  stepOpen: 'Abra el correo de TapIn',
  stepClick: 'Haga clic en el enlace seguro',
  stepDone: 'Entrará automáticamente',
  expires: 'El enlace vence en 15 minutos.',
  differentEmail: 'Enviar a otro correo',
  pendingNote:
    'Los entrenadores nuevos quedan pendientes. Un administrador aprueba su cuenta antes de que pueda usar el panel.',
  signInWith: (provider: string) => `Entrar con ${provider}`,
  or: 'o',
  verifyTitle: 'Iniciando su sesión…',
  verifyButton: 'Entrar',
  verifying: 'Entrando...',
  verifyFallback: 'Si no pasa nada, pulse Entrar.',
  switchTitle: '¿Cambiar de cuenta?',
  switchText: (email: string) =>
    `Tiene la sesión abierta como ${email}. Este enlace le hace entrar con la cuenta a la que se envió.`,
  staySignedIn: 'Seguir con esta sesión',
  verifyFailedTitle: 'El enlace de acceso no es válido',
  requestNewLink: 'Pedir un enlace nuevo',
  magicLinkSent: 'Si esa dirección puede entrar, el enlace va en camino.',
  ...magicLinkEmail,
};

export const pendingApproval: Catalogue<typeof en.pendingApproval> = {
  title: 'Aprobación pendiente',
  greeting: (name: string) => `¡Hola, ${name}!`,
  there: 'entrenador',
  text: 'Su cuenta de entrenador se creó y espera la aprobación de un administrador.',
  stepNotified: 'Administrador avisado',
  stepNotifiedText: 'Se avisó a un administrador de su registro.',
  stepReview: 'Revisión de la cuenta',
  stepReviewText: 'Comprueban que usted entrena en esta organización.',
  stepGranted: 'Acceso concedido',
  stepGrantedText: 'Una vez aprobado, tendrá el panel y las herramientas del entrenador.',
  logOut: 'Cerrar sesión',
  checkStatus: 'Consultar la aprobación',
  accountEmail: (email: string) => `Sesión abierta como ${email}`,
  signedOut:
    'No tiene la sesión abierta. Si un administrador ya aprobó su cuenta, vuelva a entrar para abrir el panel.',
  signIn: 'Entrar',
  stepsLabel: 'Qué pasa ahora',
};

export const access: Catalogue<typeof en.access> = {
  pendingTitle: 'Acceso pendiente',
  pendingText:
    'Su acceso de entrenador está pendiente de aprobación. Espere a que un administrador apruebe su cuenta.',
  goHome: 'Ir al inicio',
  deniedTitle: 'Acceso denegado',
  deniedText: 'No tiene permiso para entrar en el panel de administración.',
  deniedLoggedOut: 'Debe iniciar sesión para entrar en el panel de administración.',
  logIn: 'Iniciar sesión',
  loadFailed: 'No pudimos comprobar su sesión. Inténtelo de nuevo.',
};
