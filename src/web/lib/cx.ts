/**
 * Joins class names, skipping falsy ones, without tailwind-merge's conflict resolution:
 * for the parent check-in flow and the primitives it shares with the staff screens
 * (Button, Input, Label, Select, Spinner, Toast, the logo). Decision 027: tailwind-merge
 * costs about 8 KB gzipped and even clsx 0.3 KB, more than this line, on a page that must
 * open on one bar of signal. Pass classes that do not fight each other; the staff screens
 * use `cn` (lib/cn.ts).
 */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
