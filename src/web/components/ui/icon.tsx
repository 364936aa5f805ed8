/**
 * The one way to draw an icon: a lucide glyph drawn by `Icon`.
 *
 * - Staff and other lazy screens: a lucide-react component, imported by its own path
 *   (`lucide-react/icons/<name>`, never the whole set) in `staff-icons.tsx`, which wraps
 *   this component once per glyph so the lazy pages share one icon chunk (decision 027).
 * - The parent flow and the primitives it loads up front: the same glyph's data from
 *   `glyphs` below (lucide's own paths, checked against lucide by icon.test.ts), drawn here
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

/** A lucide-react component, or a glyph's data from `glyphs`. */
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

/**
 * lucide glyphs for what a parent's phone loads to open /check-in (the parent flow, Spinner,
 * Select, and the toast's close, precached with it), as lucide's own data, drawn without
 * lucide-react's runtime (decision 056). Copy a glyph from
 * `node_modules/lucide-react/dist/esm/icons/<name>.mjs` (its `node`, without the keys)
 * under lucide's file name in camelCase; icon.test.ts checks each against lucide. Only what
 * /check-in loads belongs here: the whole object ships with it, in this module, so the
 * parent's first load fetches one small chunk for its icons rather than two.
 */
export const glyphs = {
  check: [['path', { d: 'M20 6 9 17l-5-5' }]],
  checkCheck: [
    ['path', { d: 'M18 6 7 17l-5-5' }],
    ['path', { d: 'm22 10-7.5 7.5L13 16' }],
  ],
  chevronDown: [['path', { d: 'm6 9 6 6 6-6' }]],
  chevronLeft: [['path', { d: 'm15 18-6-6 6-6' }]],
  chevronRight: [['path', { d: 'm9 18 6-6-6-6' }]],
  loaderCircle: [['path', { d: 'M21 12a9 9 0 1 1-6.219-8.56' }]],
  plus: [
    ['path', { d: 'M5 12h14' }],
    ['path', { d: 'M12 5v14' }],
  ],
  qrCode: [
    ['rect', { width: '5', height: '5', x: '3', y: '3', rx: '1' }],
    ['rect', { width: '5', height: '5', x: '16', y: '3', rx: '1' }],
    ['rect', { width: '5', height: '5', x: '3', y: '16', rx: '1' }],
    ['path', { d: 'M21 16h-3a2 2 0 0 0-2 2v3' }],
    ['path', { d: 'M21 21v.01' }],
    ['path', { d: 'M12 7v3a2 2 0 0 1-2 2H7' }],
    ['path', { d: 'M3 12h.01' }],
    ['path', { d: 'M12 3h.01' }],
    ['path', { d: 'M12 16v.01' }],
    ['path', { d: 'M16 12h1' }],
    ['path', { d: 'M21 12v.01' }],
    ['path', { d: 'M12 21v-1' }],
  ],
  search: [
    ['path', { d: 'm21 21-4.34-4.34' }],
    ['circle', { cx: '11', cy: '11', r: '8' }],
  ],
  userPlus: [
    ['path', { d: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2' }],
    ['circle', { cx: '9', cy: '7', r: '4' }],
    ['line', { x1: '19', x2: '19', y1: '8', y2: '14' }],
    ['line', { x1: '22', x2: '16', y1: '11', y2: '11' }],
  ],
  x: [
    ['path', { d: 'M18 6 6 18' }],
    ['path', { d: 'm6 6 12 12' }],
  ],
} satisfies Record<string, Glyph>;
