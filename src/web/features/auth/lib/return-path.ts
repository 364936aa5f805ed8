import { useSearch } from 'wouter';
import { isStaffReturnPath } from '#shared/return-path.ts';

/**
 * The staff page to return to after sign-in: `?next=` on /coach/login and on the emailed
 * link's landing page, set by the staff guard. Anything but a staff path is ignored.
 */
export function useReturnPath(): string | undefined {
  const next = new URLSearchParams(useSearch()).get('next');
  return next && isStaffReturnPath(next) ? next : undefined;
}
