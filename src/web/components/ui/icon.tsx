/**
 * The one way to draw an icon: a lucide glyph drawn by `Icon`.
 *
 * - Staff and other lazy screens: a lucide-react component, imported by its own path
 *   (`lucide-react/icons/<name>`, never the whole set) in `staff-icons.tsx`, which wraps
 *   this component once per glyph so the lazy pages share one icon chunk (decision 027).
 * - The parent flow and the primitives it loads up front: the same glyph's data from
 *   `glyphs.ts` (lucide's own paths, checked against lucide by its test), drawn here
 *   without lucide's runtime, which would add 1.5 KB gzipped to the page a parent opens
 *   on one bar of signal (decision 056).
 *
 * Either way: 20 px (the `size-5` every screen used) through the width and height
 * attributes, so a size class such as `className="size-6"` wins without a class merge
 * (this file uses `cx`, the parent flow's join); never shrunk in a flex row; stroke 2
 * unless `strokeWidth` says otherwise; decorative (aria-hidden) unless `label` names an
 * icon that stands alone as an image. An icon-only button carries its name on the button.
 */
import type { LucideIcon, LucideIconNode, LucideProps } from 'lucide-react/types';
import { createElement } from 'react';
import { cx } from '#web/lib/cx.ts';

export type IconProps = Omit<LucideProps, 'ref' | 'size'> & {
  /** An accessible name, for an icon that is an image of its own (role="img"). */
  label?: string;
};

/** A lucide-react component, or a glyph's data from `glyphs.ts`. */
export type Glyph = LucideIcon | readonly LucideIconNode[];

export function Icon({ icon, label, className, ...props }: IconProps & { icon: Glyph }) {
  const shown = {
    width: 20,
    height: 20,
    strokeWidth: 2,
    ...props,
    className: cx('shrink-0', className),
  };
  const role = label ? 'img' : undefined;
  const isHidden = label ? undefined : true;
  if (!Array.isArray(icon)) {
    const Lucide = icon as LucideIcon;
    return <Lucide {...shown} role={role} aria-label={label} aria-hidden={isHidden} />;
  }
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...shown}
      role={role}
      aria-label={label}
      aria-hidden={isHidden}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
