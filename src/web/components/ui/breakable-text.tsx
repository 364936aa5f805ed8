import { Fragment, type ReactNode } from 'react';

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/**
 * Text whose email addresses wrap between their name and their domain
 * ("jordan.coach@" / "school.org"), never at a dot inside either ("pending." / "coach@…",
 * "example." / "com") while the part fits on a line. Each side of the "@" is an inline
 * block, moved to the next line whole; only a side wider than the whole line wraps, and
 * then after its dots.
 */
export function BreakableText({ text }: { text: string }) {
  const pieces: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(EMAIL)) {
    if (match.index > last) pieces.push(text.slice(last, match.index));
    const at = match[0].indexOf('@');
    pieces.push(
      <Fragment key={match.index}>
        <span className="inline-block max-w-full">{withDotBreaks(match[0].slice(0, at + 1))}</span>
        <wbr />
        <span className="inline-block max-w-full">{withDotBreaks(match[0].slice(at + 1))}</span>
      </Fragment>,
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push(text.slice(last));
  return <>{pieces}</>;
}

/** A break chance after each dot: used only when the part cannot fit on one line. */
function withDotBreaks(part: string): ReactNode[] {
  let offset = 0;
  return part.split(/(?<=\.)/).map((segment, index, all) => {
    const key = offset;
    offset += segment.length;
    return (
      <Fragment key={key}>
        {segment}
        {index < all.length - 1 ? <wbr /> : null}
      </Fragment>
    );
  });
}
