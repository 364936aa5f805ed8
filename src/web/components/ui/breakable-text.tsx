import { Fragment, type ReactNode, useLayoutEffect, useRef, useState } from 'react';

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/**
 * Text whose email addresses wrap between their name and their domain
 * ("jordan.coach@" / "school.org"), never at a dot or hyphen inside either
 * ("pending." / "coach@…", "example." / "com", "roles-" / "x1@…") when that side fits on a
 * line; a side wider than the whole line wraps anywhere rather than run off the screen.
 * Everything stays inline text, so a name built from it reads the address as written.
 */
export function BreakableText({ text }: { text: string }) {
  const pieces: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(EMAIL)) {
    if (match.index > last) pieces.push(text.slice(last, match.index));
    const at = match[0].indexOf('@');
    pieces.push(
      <Fragment key={match.index}>
        <EmailSide text={match[0].slice(0, at + 1)} />
        <wbr />
        <EmailSide text={match[0].slice(at + 1)} />
      </Fragment>,
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push(text.slice(last));
  return <>{pieces}</>;
}

/**
 * One side of an address. It starts free to wrap; once laid out, it is kept on one line
 * when its width fits the block it sits in (measured with the block's font).
 */
function EmailSide({ text }: { text: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [isWhole, setWhole] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const block = blockOf(element);
      const context = document.createElement('canvas').getContext('2d');
      if (!block || !context) return;
      const style = getComputedStyle(element);
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const blockStyle = getComputedStyle(block);
      const room =
        block.clientWidth -
        Number.parseFloat(blockStyle.paddingLeft) -
        Number.parseFloat(blockStyle.paddingRight);
      setWhole(context.measureText(text).width <= room);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [text]);

  return (
    <span ref={ref} className={isWhole ? 'whitespace-nowrap' : '[overflow-wrap:anywhere]'}>
      {text}
    </span>
  );
}

/** The nearest ancestor that lays out lines (not an inline box). */
function blockOf(element: Element): Element | null {
  let current = element.parentElement;
  while (current && getComputedStyle(current).display.startsWith('inline')) {
    current = current.parentElement;
  }
  return current;
}
