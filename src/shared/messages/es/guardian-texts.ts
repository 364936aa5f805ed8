/**
 * Lo que el servidor envía y escribe sobre el consentimiento de los mensajes a los tutores
 * (decisión 046), en español. El mensaje de texto escribe á, í, ó, ú sin tilde (GSM-7, un
 * solo segmento: sms.test.ts) y deja HELP y STOP en inglés, las palabras de los operadores.
 */
import type { Catalogue } from '../../i18n/translation.ts';
import type * as en from '../guardian-texts.ts';

export const guardianTexts: Catalogue<typeof en.guardianTexts> = {
  confirmationSms: (orgName: string) =>
    `${orgName}: Avisos activados, max 1 por niño y evento. Pueden aplicarse tarifas de mensajes y datos. Ayuda: HELP. Cancelar: STOP.`,
  confirmationEmailSubject: (orgName: string) =>
    `${orgName}: los avisos de llegada por correo están activados`,
  confirmationEmailText: (orgName: string) =>
    `Recibirá un correo de ${orgName} cuando se registre a su hijo, como máximo uno por niño y por evento. Puede desactivarlos cuando quiera en la pantalla de mensajes de texto de la página de registro.`,
  linkEmailSubject: (orgName: string) => `${orgName}: confirme su correo electrónico`,
  linkEmailText: (orgName: string, link: string, hours: number) =>
    `Abra este enlace para recibir por correo los avisos de registro de ${orgName}:\n\n${link}\n\nEl enlace funciona durante ${hours} horas. Si usted no lo pidió, ignore este correo.`,
  csvFilename: 'registro-de-consentimiento.csv',
  csvHeaders: [
    'Cuándo (UTC)',
    'Teléfono',
    'Atleta',
    'ID del atleta',
    'Tipo',
    'Canal',
    'Acción',
    'Origen',
    'Versión del texto',
    'IP',
  ],
};
