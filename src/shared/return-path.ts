/**
 * Where a coach goes back to after signing in: the staff page they first asked for. Only a
 * path inside the staff area is followed (never another site, never the login itself), so
 * a crafted `next` can send nobody anywhere else. Shared by the server, which builds the
 * emailed link and answers `redirectTo`, and the browser, which sends the path.
 */
const STAFF_AREA = /^\/(coach|admin)(\/|\?|$)/;
const MAX_LENGTH = 512;

export function isStaffReturnPath(path: string): boolean {
  return (
    path.length <= MAX_LENGTH &&
    STAFF_AREA.test(path) &&
    !path.startsWith('/coach/login') &&
    !/[\\\s]/.test(path)
  );
}
