/**
 * La recogida segura en español (decisiones 045 y 049): lo del entrenador, con el resto
 * (es/index.ts); lo que ven los padres está en pickup-parent.ts (es/public.ts). Los mensajes
 * de texto (`sms`) escriben á, í, ó, ú sin acento para quedar en un segmento GSM-7.
 */
import { icu } from '../../i18n/icu.ts';
import type { Catalogue } from '../../i18n/translation.ts';
import type * as en from '../pickup.ts';

export const pickup: Catalogue<typeof en.pickup> = {
  // El interruptor (por evento, por serie)
  switchLabel: 'Control de recogida',
  switchHelp:
    'Los padres ven un código de recogida al registrar a su hijo, y usted entrega a cada niño a un adulto conocido.',
  seriesSwitchLabel: 'Control de recogida en todas las prácticas de esta serie',
  // Estados del panel
  arrived: 'Llegó',
  released: 'Salió',
  releasedTo: (name: string, time: string) => `Salió con ${name} a las ${time}`,
  releaseAction: (name: string) => `Entregar a ${name}`,
  release: 'Entregar',
  undoRelease: 'Deshacer la entrega',
  flagged: 'Sin código',
  notAuthorised: (adult: string) => `No autorizado para este niño: ${adult}`,
  erasedPhone: (tag: string) => `Teléfono borrado ${tag}`,
  pickupModeOpen: 'Modo recogida',
  pickupModeTitle: 'Recogida',
  pickupModeClose: 'Cerrar el modo recogida',
  codeLabel: 'Código de recogida',
  codeHelp: 'Escriba los 4 caracteres que muestra el teléfono del adulto, o escanee su QR.',
  scan: 'Escanear QR',
  scanStop: 'Dejar de escanear',
  scanUnavailable: 'Este navegador no puede escanear: escriba el código.',
  releasing: 'Entregando…',
  releasedToast: (child: string, adult: string) => `${child} salió con ${adult}`,
  queuedToast: (child: string, adult: string) =>
    `${child} salió con ${adult} (guardado en esta tableta; se enviará cuando vuelva la conexión)`,
  pickFromList: 'Elegir de la lista de confianza',
  confirmPick: (child: string, adult: string) => `¿Entregar a ${child} a ${adult}?`,
  confirm: 'Confirmar la entrega',
  cancel: 'Cancelar',
  noCode: 'Entregar sin código',
  reasonLabel: 'Motivo (obligatorio)',
  reasons: [
    'El teléfono del adulto no tiene batería o se perdió',
    'Adulto conocido que no trae teléfono',
    'El niño vuelve a casa caminando (con permiso del tutor)',
  ],
  otherReason: 'Otro motivo',
  reasonRequired: 'Elija o escriba un motivo.',
  releasedToLabel: 'Entregado a (nombre)',
  lastWaitingTitle: 'Aún esperan que los recojan',
  lastWaiting: (count: number) =>
    icu(
      '{count, plural, one {{count} niño sigue} other {{count} niños siguen}} esperando, 10 minutos después del final:',
      'es',
    )({ count }),
  textPending: 'Enviar un mensaje a sus tutores',
  pendingSent: (count: number) =>
    icu(
      '{count, plural, one {{count} mensaje en cola} other {{count} mensajes en cola}}.',
      'es',
    )({ count }),
  markNotAuthorised: 'No autorizado',
  markNotAuthorisedFor: (name: string) => `Marcar a un adulto como no autorizado para ${name}`,
  markNotAuthorisedHelp:
    'El teléfono de ese adulto ya no puede recoger a este niño; el entrenador ve un aviso, los padres nunca.',
  notAuthorisedPhone: 'Número de teléfono del adulto',
  // Errores de la API
  errors: {
    pickupOff: 'El control de recogida no está activado en este evento.',
    notCheckedIn: 'Este niño no está registrado en este evento.',
    codeRefused: 'Ese código no es de ninguno de los adultos de confianza de este niño aquí.',
    qrRefused: 'Ese código QR no es un código de recogida de este evento.',
    notAuthorised: 'El personal marcó a este adulto como “no autorizado para este niño”.',
    reasonRequired: 'Una entrega sin código necesita un motivo.',
    undoExpired: 'Una entrega solo se puede deshacer durante 5 minutos.',
    alreadyUndone: 'Esta entrega ya se deshizo: el niño vuelve a estar esperando.',
    releaseNotFound: 'No existe esa entrega en este evento.',
    trustedAdultNotFound: 'Ese adulto no existe para este niño.',
    guesses:
      'Demasiados códigos incorrectos aquí: espere unos minutos o entregue desde la lista de confianza.',
    notTrusted: 'Este adulto no está en la lista de confianza de este niño.',
    tooManyAdults: 'Este niño ya tiene el máximo de adultos agregados: quite uno primero.',
  },
  // Mensajes de texto a los tutores: un segmento GSM-7, á, í, ó, ú sin acento (decisión 045);
  // los nombres llegan recortados y limpios (decisión 049).
  sms: {
    departure: (child: string, adult: string, time: string) =>
      `${adult} recogio a ${child} a las ${time}. Responda STOP para cancelar.`,
    pending: (child: string, event: string) =>
      `Aun falta recoger a ${child} en ${event}. Responda STOP para cancelar.`,
    someone: 'un adulto',
    somePractice: 'la practica',
  },
  // Celdas del informe y del CSV
  report: {
    releasedAt: 'Hora de entrega',
    releasedTo: 'Entregado a',
    releaseMethod: 'Forma de entrega',
    releaseReason: 'Motivo de la entrega',
    attendanceColumn: (event: string) => `${event}: entregado`,
    methods: {
      code: 'Código',
      qr: 'QR',
      list: 'Lista de confianza',
      no_code: 'Sin código (señalado)',
    },
  },
};
