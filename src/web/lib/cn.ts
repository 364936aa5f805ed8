/**
 * Class names for the staff screens: clsx joins them (strings, arrays, `{ class: on }`,
 * falsy skipped) and tailwind-merge resolves Tailwind conflicts, so a caller's
 * `className="size-4"` beats a component's own `size-5` instead of depending on the order
 * of the rules in the style sheet.
 *
 * tailwind-merge is about 8 KB gzipped: the parent check-in flow, and the few primitives
 * it shares with the staff screens, use `cx` (lib/cx.ts) instead, so a parent's phone
 * never downloads it (decision 027).
 */
import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

export type { ClassValue };

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
