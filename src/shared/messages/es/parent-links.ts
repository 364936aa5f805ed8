/** El panel de vínculos de padres, en español. */
import { icu } from '../../i18n/icu.ts';
import type { Catalogue } from '../../i18n/translation.ts';
import type * as en from '../parent-links.ts';

export const parentLinks: Catalogue<typeof en.parentLinks> = {
  heading: 'Vínculos de padres',
  intro:
    'Teléfonos que ven atletas de este evento en la página de registro, ya sea porque los incluía el archivo de la lista o porque un padre los vinculó.',
  show: 'Ver vínculos de padres',
  hide: 'Ocultar vínculos de padres',
  loading: 'Cargando vínculos de padres…',
  failed: 'No se pudieron cargar los vínculos de padres',
  empty: 'Todavía no hay ningún teléfono vinculado a un atleta de este evento.',
  count: (links: number, phones: number) =>
    icu(
      '{links, plural, one {{links} vínculo} other {{links} vínculos}}, {phones, plural, one {{phones} teléfono} other {{phones} teléfonos}}',
      'es',
    )({ links, phones }),
  flaggedSummary: (count: number, at: number) =>
    icu(
      '{count, plural, one {{count} teléfono está vinculado} other {{count} teléfonos están vinculados}} a {at} o más atletas: más que la mayoría de las familias. Compruebe que {count, plural, one {sea} other {sean}} de un padre.',
      'es',
    )({ count, at }),
  flagged: (count: number) => `Vinculado a ${count} atletas`,
  listLabel: 'Teléfonos y atletas vinculados',
  phone: 'Teléfono',
  fromRoster: (eventName: string | null) =>
    eventName ? `Archivo de la lista (${eventName})` : 'Archivo de la lista',
  fromParent: 'Vinculado por un padre',
  fromStaff: 'Añadido por un entrenador',
  since: (date: string) => `desde el ${date}`,
  remove: 'Quitar',
  removeFor: (name: string, phone: string) => `Quitar a ${name} del ${phone}`,
  removeTitle: (phone: string, name: string) => `¿Quitar el vínculo entre ${phone} y ${name}?`,
  removeText:
    'Este teléfono dejará de ver a este atleta en la página de registro. Si importa un archivo de lista que todavía incluye el teléfono, se vuelve a vincular.',
  cancel: 'Cancelar',
  removing: 'Quitando…',
  removed: 'Vínculo quitado',
  removedText: (phone: string, name: string) => `${phone} ya no está vinculado a ${name}.`,
  removeFailed: 'No se pudo quitar el vínculo',
  removedByGuardianHeading: 'Quitados por el tutor',
  removedByGuardianIntro:
    'Vínculos que un tutor quitó de su propio teléfono. Importar un archivo de lista que todavía incluye el teléfono no los vuelve a vincular.',
  removedByGuardian: (name: string, date: string) =>
    `${name}: el tutor quitó el vínculo el ${date}`,
  erasedByGuardian: (name: string, date: string) =>
    `${name}: el tutor borró su teléfono de TapIn el ${date}`,
  confirmedBy: {
    import: 'Confirmado (archivo de la lista)',
    coach: 'Confirmado por un entrenador',
    guardian: 'Confirmado por un tutor',
    rostering: 'Confirmado (sistema escolar)',
  },
  notConfirmed: 'Pendiente de confirmación',
  undoConfirmation: 'Deshacer la confirmación',
  undoConfirmationFor: (name: string, phone: string) =>
    `Deshacer la confirmación del ${phone} como tutor de ${name}`,
  undoConfirmationTitle: (phone: string, name: string) =>
    `¿Deshacer la confirmación del ${phone} como tutor de ${name}?`,
  undoConfirmationText:
    'El teléfono puede seguir registrando a este atleta, pero sus códigos de recogida dejan de funcionar al instante, los adultos que añadió ya no pueden recogerlo y sus mensajes de texto sobre este atleta se pausan hasta que alguien lo confirme de nuevo. Se avisa al teléfono por mensaje de texto.',
  undoingConfirmation: 'Deshaciendo…',
  confirmationUndone: 'Confirmación deshecha',
  confirmationUndoneText: (phone: string, name: string) =>
    `${phone} ya no es un tutor confirmado de ${name}.`,
  undoConfirmationFailed: 'No se pudo deshacer la confirmación',
  waitingHeading: 'Pendientes de confirmación',
  waitingIntro:
    'Teléfonos que se vincularon solos a un atleta (o que venían en un archivo de lista que nadie revisó). Hasta que se confirmen, solo registran al atleta: sin código de recogida, sin mensajes de texto y sin ver quién puede recogerlo. Confirme solo un teléfono que sepa que es de la familia.',
  waitingLoading: 'Cargando los teléfonos pendientes de confirmación…',
  waitingFailed: 'No se pudieron cargar los teléfonos pendientes de confirmación',
  waitingEmpty: 'Ningún teléfono está pendiente de confirmación.',
  waitingCount: (phones: number) =>
    icu(
      '{phones, plural, one {{phones} teléfono está pendiente} other {{phones} teléfonos están pendientes}} de confirmación.',
      'es',
    )({ phones }),
  waitingShow: 'Ver teléfonos pendientes',
  waitingHide: 'Ocultar teléfonos pendientes',
  waitingListLabel: 'Teléfonos pendientes de confirmación',
  linkedFromPhoneOn: (date: string) => `Vinculado desde este teléfono el ${date}`,
  listedByFileOn: (date: string) => `Incluido en un archivo de lista que nadie revisó, el ${date}`,
  confirmedPhones: 'Teléfonos de tutores confirmados:',
  noConfirmedPhones:
    'No hay ningún teléfono de tutor en la lista: confírmelo en persona si conoce a la familia.',
  confirm: 'Confirmar',
  confirmFor: (phone: string, name: string) => `Confirmar el ${phone} como tutor de ${name}`,
  confirming: 'Confirmando…',
  guardianConfirmed: 'Tutor confirmado',
  guardianConfirmedText: (phone: string, name: string) =>
    `${phone} ahora es un tutor confirmado de ${name}.`,
  confirmFailed: 'No se pudo confirmar al tutor',
  // "Añadir el teléfono de un tutor", en Vínculos de padres (decisión 059).
  addHeading: 'Añadir el teléfono de un tutor',
  addIntro:
    'Para un club cuyas listas no traen teléfonos: un entrenador que conoce a la familia añade aquí su teléfono, y queda confirmado al instante (código de recogida, mensajes, quién puede recoger). Se avisa a los tutores confirmados del atleta.',
  addAthleteLabel: 'Atleta',
  addChooseAthlete: 'Elige un atleta',
  addAthletesLoading: 'Cargando atletas…',
  addPhoneLabel: 'Móvil del tutor',
  addPhone: 'Añadir teléfono',
  adding: 'Añadiendo…',
  addChooseAthleteFirst: 'Elige el atleta al que pertenece este teléfono.',
  addTypePhoneFirst: 'Escribe el número de móvil del tutor.',
  addPhoneInvalid: 'Ese no es un número de móvil al que podamos escribir.',
  addAthleteGone: 'Este atleta ya no está en la lista de este evento.',
  addFailed: 'No se pudo añadir el teléfono',
  phoneAdded: 'Teléfono añadido',
  phoneAddedText: (phone: string, name: string) => `${phone} es ahora tutor confirmado de ${name}.`,
};
