/**
 * Lo que TapIn envía, en español. Los mensajes de texto (SMS) escriben á, í, ó, ú sin tilde:
 * no son GSM-7 y partirían el mensaje en varios (decisión 045); ñ, é, ü, ¿ y ¡ sí lo son.
 */
import type { Catalogue } from '../../i18n/translation.ts';
import type * as en from '../emails.ts';

export const magicLinkEmail: Catalogue<typeof en.magicLinkEmail> = {
  emailSubject: 'Su enlace para entrar en TapIn',
  emailText: (link: string) =>
    `Entre en TapIn con este enlace:\n\n${link}\n\nEl enlace vence en 15 minutos y funciona una sola vez. Si usted no lo pidió, ignore este correo.`,
  emailHeading: 'Entrar en TapIn',
  emailIntro: 'Pulse el botón para entrar en TapIn. No necesita contraseña.',
  emailButton: 'Entrar',
  emailIgnore: 'Si usted no lo pidió, ignore este correo.',
  emailCopyLink: '¿El botón no funciona? Abra este enlace:',
};

export const verificationSms: Catalogue<typeof en.verificationSms> = {
  smsCode: (code: string, host: string) =>
    `Su codigo de verificacion de TapIn es ${code}. Vence en 10 minutos.\n\n@${host} #${code}`,
};
