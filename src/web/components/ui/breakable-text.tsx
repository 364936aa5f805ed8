import { Fragment } from 'react';

/**
 * Text with a line-break chance after "@", so a long email address wraps between its
 * name and its domain ("jordan.coach@" / "school.org") instead of at a dot inside either
 * ("pending." / "coach@…", "example." / "com") or off the screen. A part wider than the
 * whole line still wraps (its container's overflow-wrap), but nothing narrower does.
 */
export function BreakableText({ text }: { text: string }) {
  const parts = text.split(/(?<=@)/);
  let offset = 0;
  return (
    <>
      {parts.map((part, index) => {
        const key = offset;
        offset += part.length;
        return (
          <Fragment key={key}>
            {part}
            {index < parts.length - 1 ? <wbr /> : null}
          </Fragment>
        );
      })}
    </>
  );
}
