import { paths } from './paths.ts';

/** The login page, set to come back (`next`) to the page the browser is on now. */
export function loginReturningHere(): string {
  return paths.coach.login.to({ next: window.location.pathname + window.location.search });
}
