/**
 * The one way to draw an icon: a lucide-react glyph, imported by its own path
 * (`import Check from 'lucide-react/icons/check'`, never the whole set), drawn by `Icon`.
 *
 * - 20 px (the `size-5` every screen used) through the width and height attributes, so a
 *   Tailwind size class such as `className="size-6"` wins without a class merge: this
 *   file uses `cx`, the parent flow's join.
 * - Never shrunk in a flex row; stroke 2 unless `strokeWidth` says otherwise.
 * - Decorative by default (lucide sets aria-hidden on an icon without a label). An
 *   icon-only button carries its name on the button (`aria-label` or sr-only text); give
 *   `label` only to an icon that stands alone as an image.
 *
 * The staff screens take their icons from `staff-icons.tsx`, which wraps this component
 * once per glyph so that the lazy pages share one icon chunk (decision 027).
 */
import type { LucideIcon, LucideProps } from 'lucide-react/types';
import { cx } from '#web/lib/cx.ts';

export type IconProps = Omit<LucideProps, 'ref' | 'size'> & {
  /** An accessible name, for an icon that is an image of its own (role="img"). */
  label?: string;
};

export function Icon({
  icon: Glyph,
  label,
  className,
  ...props
}: IconProps & { icon: LucideIcon }) {
  return (
    <Glyph
      size={20}
      {...props}
      className={cx('shrink-0', className)}
      role={label ? 'img' : undefined}
      aria-label={label}
    />
  );
}
