import { Fragment } from 'react';

/**
 * Text with line-break chances after "@" and ".", so a long email address wraps at its
 * joints ("jordan.coach@" / "school.org") instead of mid-word or off the screen.
 */
export function BreakableText({ text }: { text: string }) {
  const parts = text.split(/(?<=[@.])/);
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
