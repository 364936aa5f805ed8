/** Los códigos de recogida que ve un padre (es/public.ts, en el paquete de los padres). */
import type { Catalogue } from '../../i18n/translation.ts';
import type * as en from '../pickup-codes.ts';

export const pickupCodes: Catalogue<typeof en.pickupCodes> = {
  codeTitle: 'Código de recogida',
  codeFor: (name: string) => `Código de recogida de ${name}`,
  codeHelp: 'Muestre este código (o su QR) al entrenador cuando recoja a su hijo.',
  codeQrLabel: (name: string, code: string) =>
    `Código QR del código de recogida de ${name}: ${code}`,
  codesLoading: 'Cargando los códigos de recogida…',
  codesFailed:
    'No se pudieron cargar los códigos de recogida. Vuelva a abrir esta página para verlos.',
  releasedAt: (name: string, time: string) => `Recogieron a ${name} a las ${time}.`,
  trustedLink: 'Quién puede hacer la recogida',
  awaitingConfirmation: (name: string) =>
    `${name}: pida al entrenador que confirme este teléfono como tutor para recibir un código de recogida.`,
};
