import { Fragment, type ReactNode } from 'react';

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/**
 * Text whose email addresses wrap between their name and their domain
 * ("jordan.coach@" / "school.org"), never at a dot inside either ("pending." / "coach@…",
 * "example." / "com"): the only break chance inside an address is after its "@". A side
 * wider than a whole line still wraps (overflow-wrap: anywhere) rather than run off the
 * screen. Everything stays inline text, so a name built from it reads the address as is.
 */
export function BreakableText({ text }: { text: string }) {
  const pieces: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(EMAIL)) {
    if (match.index > last) pieces.push(text.slice(last, match.index));
    const at = match[0].indexOf('@');
    pieces.push(
      <span key={match.index} className="[overflow-wrap:anywhere]">
        {match[0].slice(0, at + 1)}
        <wbr />
        {match[0].slice(at + 1)}
      </span>,
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push(text.slice(last));
  return <Fragment>{pieces}</Fragment>;
}
