/** "Sus datos" para un teléfono verificado (/check-in/my-data, decisión 044), en español. */
import type { Catalogue } from '../../i18n/translation.ts';
import type * as en from '../guardian-data.ts';

export const guardianData: Catalogue<typeof en.guardianData> = {
  title: 'Lo que TapIn guarda sobre su teléfono',
  intro: (phone: string) =>
    `El ${phone} está verificado en este dispositivo. Aquí está todo lo que TapIn guarda sobre él y cómo borrarlo.`,
  loading: 'Cargando sus datos…',
  failed: 'No se pudieron cargar sus datos. Inténtelo de nuevo.',
  notVerified:
    'Este dispositivo no ha verificado ningún teléfono. Aquí no se guarda nada sobre él.',
  childrenHeading: 'Niños vinculados a su teléfono',
  noChildren: 'Su teléfono no está vinculado a ningún niño.',
  fromRoster: (eventName: string | null) =>
    eventName
      ? `Del archivo de la lista del entrenador (${eventName})`
      : 'Del archivo de la lista del entrenador',
  fromParent: 'Usted vinculó a este niño',
  fromStaff: 'Añadido por su entrenador',
  since: (date: string) => `desde el ${date}`,
  removeLink: 'Quitar',
  removeLinkFor: (name: string) => `Quitar a ${name}`,
  removeLinkTitle: (name: string) => `¿Quitar a ${name} de su teléfono?`,
  removeLinkText:
    'Su teléfono dejará de ver a este niño en la página de registro. Si el vínculo venía de un archivo de lista, volver a importar ese archivo no lo restablecerá; usted puede volver a vincular al niño por su cuenta.',
  linkRemoved: (name: string) => `Se quitó a ${name} de su teléfono.`,
  devicesHeading: 'Dispositivos que confían en su teléfono',
  thisDevice: 'Este dispositivo',
  otherDevice: 'Otro dispositivo',
  verifiedOn: (date: string) => `verificado el ${date}`,
  trustedUntil: (date: string) => `de confianza hasta el ${date}`,
  removeDevice: 'Dejar de confiar',
  removeDeviceFor: (which: string) => `Dejar de confiar: ${which}`,
  removeDeviceTitle: '¿Dejar de confiar en este dispositivo?',
  removeDeviceText:
    'Necesitará un código nuevo por mensaje de texto antes de poder registrar a alguien.',
  deviceRemoved: 'El dispositivo ya no confía en su teléfono.',
  eraseHeading: 'Borrar su teléfono de TapIn',
  eraseText:
    'Quita todos los vínculos con sus hijos, todos los dispositivos de confianza, los códigos que le enviamos por mensaje de texto y sus preferencias de avisos por mensaje de texto y por correo, y quita su número de los registros de llegada anteriores y del registro de auditoría. Las llegadas de sus hijos se conservan, sin su número. Se conserva: la constancia de los códigos enviados a su número en las últimas 24 horas, para evitar abusos, que se borra al cabo de un día; la constancia de lo que usted aceptó recibir por mensaje de texto y de cuándo dejó de recibirlo, que la ley pide al club conservar durante cuatro años; el entrenador ve que los vínculos los quitó usted, pero no ve su número.',
  erase: 'Borrar mi teléfono',
  eraseTitle: '¿Borrar su teléfono de TapIn?',
  eraseConfirm:
    'No se puede deshacer. Tendrá que volver a verificar su teléfono para registrar a su atleta.',
  erased: 'Su teléfono se borró de TapIn.',
  failedAction: 'No funcionó. Inténtelo de nuevo.',
  cancel: 'Cancelar',
  success: 'Listo',
  back: 'Volver al registro',
};
