/**
 * lucide glyphs for what a parent's phone loads to open /check-in (the parent flow, Spinner,
 * Select, and the toast's close, precached with it), as lucide's own data, drawn by `Icon` without
 * lucide-react's runtime (decision 056). Copy a glyph from
 * `node_modules/lucide-react/dist/esm/icons/<name>.mjs` (its `node`, without the keys),
 * name it in camelCase after lucide's file name; glyphs.test.ts checks each one against
 * lucide. Staff screens use lucide-react itself, through `staff-icons.tsx`.
 */
import type { LucideIconNode } from 'lucide-react/types';

type Glyph = readonly LucideIconNode[];

export const check: Glyph = [['path', { d: 'M20 6 9 17l-5-5' }]];

export const checkCheck: Glyph = [
  ['path', { d: 'M18 6 7 17l-5-5' }],
  ['path', { d: 'm22 10-7.5 7.5L13 16' }],
];

export const chevronDown: Glyph = [['path', { d: 'm6 9 6 6 6-6' }]];

export const chevronRight: Glyph = [['path', { d: 'm9 18 6-6-6-6' }]];

export const loaderCircle: Glyph = [['path', { d: 'M21 12a9 9 0 1 1-6.219-8.56' }]];

export const search: Glyph = [
  ['path', { d: 'm21 21-4.34-4.34' }],
  ['circle', { cx: '11', cy: '11', r: '8' }],
];

export const x: Glyph = [
  ['path', { d: 'M18 6 6 18' }],
  ['path', { d: 'm6 6 12 12' }],
];
