/**
 * La recogida segura en español (decisiones 045 y 049): lo que ven los padres; la pantalla
 * "Quién puede hacer la recogida" se carga con ella (es/parent-screens.ts), los códigos van
 * en el paquete de los padres (es/pickup-codes.ts).
 */
import type { Catalogue } from '../../i18n/translation.ts';
import type * as en from '../pickup-parent.ts';
import { pickupCodes } from './pickup-codes.ts';

export const pickupParent: Catalogue<typeof en.pickupParent> = {
  ...pickupCodes,
  trustedTitle: 'Quién puede hacer la recogida',
  trustedIntro:
    'Los tutores vinculados a su hijo pueden recogerlo. Agregue aquí a otro adulto: cuando esa persona verifique su propio teléfono en TapIn, también verá un código de recogida.',
  trustedFor: (name: string) => `Adultos que pueden recoger a ${name}`,
  guardianTag: 'Tutor',
  addedTag: 'Agregado por un tutor',
  waitingTag: 'Aún sin verificar',
  you: 'Usted',
  nameLabel: 'Nombre del adulto',
  phoneLabel: 'Número de teléfono del adulto',
  add: 'Agregar adulto',
  adding: 'Agregando…',
  remove: (name: string) => `Quitar a ${name}`,
  removeShort: 'Quitar',
  removed: (name: string) => `${name} ya no puede hacer la recogida; sus códigos ya no funcionan.`,
  added: (name: string) =>
    `Se agregó a ${name}. Cuando esa persona verifique su teléfono en TapIn, verá un código.`,
  invalidName: 'Ingrese el nombre del adulto.',
  noAdded: 'Aún no se agregaron otros adultos.',
  back: 'Volver a mis atletas',
  failed: 'No funcionó. Inténtelo de nuevo.',
};
