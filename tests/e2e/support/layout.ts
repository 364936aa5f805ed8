/**
 * What a person sees cut off: the layout check of tests/e2e/phone-width.spec.ts (decision 020).
 * It fails when
 * - the page scrolls sideways;
 * - an input, select, button, link, table cell, heading, paragraph, list item or label
 *   holds content wider than its box (a value clipped in a field, a word running out of
 *   a cell or under a neighbour), unless the element ends in an ellipsis and carries the
 *   whole text in its title;
 * - a native select's chosen text is wider than the room left beside its chevron;
 * - an email address is broken inside its name or its domain (a break after "@" is fine,
 *   and so is one in a side too wide for a whole line).
 * `skip` takes selectors of regions another change owns (each with a comment saying whose).
 */
import type { Page } from '@playwright/test';
import { expect } from './test.ts';

export async function layoutProblems(page: Page, skip: string[] = []): Promise<string[]> {
  return page.evaluate((skipSelectors) => {
    const problems: string[] = [];
    const label = (element: Element) => {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      const value = element instanceof HTMLInputElement ? ` value="${element.value}"` : '';
      return `<${element.tagName.toLowerCase()}${value}> "${text}"`;
    };
    const isSkipped = (element: Element) =>
      skipSelectors.some((selector) => element.closest(selector) !== null);
    const isShown = (element: Element) => {
      if (element.getClientRects().length === 0) return false;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
      // Screen-reader-only text is 1 px wide on purpose.
      if (element.closest('.sr-only')) return false;
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1;
    };

    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) {
      const widest = [...document.body.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
        .slice(-3)
        .map(label);
      problems.push(
        `the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth}): ${widest.join(', ')}`,
      );
    }

    const boxes = 'input, textarea, select, button, a, td, th, h1, h2, h3, p, li, dd, dt, label';
    for (const element of document.body.querySelectorAll<HTMLElement>(boxes)) {
      if (isSkipped(element) || !isShown(element)) continue;
      if (element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)) {
        continue;
      }
      const style = getComputedStyle(element);
      if (element instanceof HTMLSelectElement) {
        // A native select draws its chosen option on one line: measure that text.
        const chosen = element.selectedOptions[0]?.textContent ?? '';
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room =
          element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        if (context.measureText(chosen).width > room + 1) {
          problems.push(`select shows "${chosen}" clipped (${Math.round(room)} px of room)`);
        }
        continue;
      }
      if (element.scrollWidth <= element.clientWidth + 1) continue;
      // Only text is judged: an icon button's touch target may reach past its box.
      const isField = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
      if (!isField && (element.textContent ?? '').trim() === '') continue;
      const isEllipsis = style.textOverflow === 'ellipsis';
      const title = element.getAttribute('title') ?? '';
      if (isEllipsis && title.trim() === (element.textContent ?? '').trim()) continue;
      problems.push(
        `${label(element)} is wider than its box (${element.scrollWidth} > ${element.clientWidth})`,
      );
    }

    // Email addresses: each side of the "@" stays on one line.
    const email = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
    const holdsEmail = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node as HTMLElement;
      if (['SCRIPT', 'STYLE', 'INPUT', 'TEXTAREA'].includes(element.tagName)) continue;
      if (isSkipped(element) || !isShown(element)) continue;
      // The innermost element holding a whole address (it may span several text nodes,
      // split by <wbr>).
      const text = element.textContent ?? '';
      if (!holdsEmail.test(text)) continue;
      const childHolds = [...element.children].some((child) =>
        holdsEmail.test(child.textContent ?? ''),
      );
      if (childHolds) continue;
      for (const match of text.matchAll(email)) {
        const at = match[0].indexOf('@');
        const parts: Array<[number, number]> = [
          [match.index, match.index + at + 1],
          [match.index + at + 1, match.index + match[0].length],
        ];
        for (const [start, end] of parts) {
          const range = rangeOf(element, start, end);
          if (!range) continue;
          const rects = [...range.getClientRects()];
          const lines = new Set(rects.map((rect) => Math.round(rect.top)));
          // A side wider than the whole line must wrap somewhere: that is not a fault.
          const width = rects.reduce((sum, rect) => sum + rect.width, 0);
          if (lines.size > 1 && width <= lineWidth(element) + 1) {
            problems.push(`the email address "${match[0]}" is broken inside a word`);
          }
        }
      }
    }
    return problems;

    /** The width of a line in the block that lays out this element's text. */
    function lineWidth(element: Element): number {
      let block: Element | null = element;
      while (block && getComputedStyle(block).display.startsWith('inline')) {
        block = block.parentElement;
      }
      if (!block) return Number.POSITIVE_INFINITY;
      const style = getComputedStyle(block);
      return block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    }

    /** A Range over the element's text from character `start` to `end`. */
    function rangeOf(element: Element, start: number, end: number): Range | null {
      const range = document.createRange();
      const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let offset = 0;
      let isStarted = false;
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        const length = text.textContent?.length ?? 0;
        if (!isStarted && start < offset + length) {
          range.setStart(text, start - offset);
          isStarted = true;
        }
        if (isStarted && end <= offset + length) {
          range.setEnd(text, end - offset);
          return range;
        }
        offset += length;
      }
      return null;
    }
  }, skip);
}

/** Fails the test with every layout problem on the page. */
export async function expectNothingClipped(page: Page, label: string, skip: string[] = []) {
  expect(await layoutProblems(page, skip), `clipped or overflowing on ${label}`).toEqual([]);
}
