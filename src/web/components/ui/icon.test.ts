/**
 * Every glyph the parent flow draws without lucide-react's runtime is lucide's own: drawn
 * by `Icon`, it gives the same shapes as lucide-react's component of the same name.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { glyphs, Icon } from './icon.tsx';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const shapes = (markup: string) => markup.replace(/^<svg[^>]*>|<\/svg>$/g, '');

describe('glyphs', () => {
  it('holds at least the parent flow’s glyphs', () => {
    expect(Object.keys(glyphs).length).toBeGreaterThanOrEqual(7);
  });

  for (const [name, glyph] of Object.entries(glyphs)) {
    it(`${name} is lucide's ${kebab(name)}`, async () => {
      const lucide = (await import(/* @vite-ignore */ `lucide-react/icons/${kebab(name)}`)).default;
      const ours = renderToStaticMarkup(createElement(Icon, { icon: glyph }));
      const theirs = renderToStaticMarkup(createElement(Icon, { icon: lucide }));
      expect(shapes(ours)).not.toBe('');
      expect(shapes(ours)).toBe(shapes(theirs));
    });
  }
});
