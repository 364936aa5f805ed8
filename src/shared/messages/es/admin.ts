/** El panel de administración (/admin), en español. */
import { icu } from '../../i18n/icu.ts';
import type { Catalogue } from '../../i18n/translation.ts';
import type * as en from '../admin.ts';

export const admin: Catalogue<typeof en.admin> = {
  title: 'Panel de administración',
  usersHeading: 'Gestión de usuarios',
  name: 'Nombre',
  email: 'Correo',
  role: 'Rol',
  created: 'Creado',
  lastSignIn: 'Último acceso',
  never: 'Nunca',
  actions: 'Acciones',
  approve: 'Aprobar',
  reject: 'Rechazar',
  makeAdmin: 'Hacer administrador',
  makeCoach: 'Hacer entrenador',
  delete: 'Eliminar',
  cancel: 'Cancelar',
  you: '(usted)',
  noName: 'Sin nombre',
  subtitle: 'Apruebe a los entrenadores nuevos y decida quién puede usar TapIn.',
  noUsers: 'Todavía no hay usuarios',
  noUsersText: 'Las personas aparecen aquí después de entrar por primera vez.',
  loadFailed: 'No se pudieron cargar los usuarios',
  summary: (pending: number, coaches: number, admins: number) =>
    icu(
      '{pending, plural, one {{pending} pendiente} other {{pending} pendientes}} · {coaches, plural, one {{coaches} entrenador} other {{coaches} entrenadores}} · {admins, plural, one {{admins} administrador} other {{admins} administradores}}',
      'es',
    )({ pending, coaches, admins }),
  deleteTitle: (who: string) => `¿Eliminar a ${who}?`,
  rejectTitle: (who: string) => `¿Rechazar a ${who}?`,
  success: 'Listo',
  roleChangedTo: (who: string, role: string) => `Rol actualizado: ${who} ahora es ${role}.`,
  deletedText: (who: string) => `Usuario eliminado: se quitó a ${who}.`,
  rejectedText: (who: string) => `Usuario rechazado: se quitó a ${who}.`,
  roles: { pending: 'Pendiente', coach: 'Entrenador', admin: 'Administrador' },
  confirmDelete: '¿Seguro que quiere eliminar a este usuario? No se puede deshacer.',
  confirmReject: '¿Seguro que quiere rechazar a este usuario? No se puede deshacer.',
  roleUpdated: 'Rol actualizado',
  userDeleted: 'Usuario eliminado',
  failedRole: 'No se pudo actualizar el rol',
  failedDelete: 'No se pudo eliminar al usuario',
};
