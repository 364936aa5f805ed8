import { type ChangeEvent, type ComponentProps, useLayoutEffect, useRef, useState } from 'react';
import { cx } from '#web/lib/cx.ts';
import { glyphs, Icon } from './icon.tsx';

/**
 * A native select (the best picker on phones) with the field look. A native select shows
 * its choice on one line, clipped: an event's long name would lose its date on a phone. So
 * the choice is drawn by a box that wraps, and the (transparent) select lies over it and
 * takes every tap, key and screen-reader question; the box is hidden from assistive
 * technology and only mirrors the select.
 */
export function Select({ className, children, onChange, ...props }: ComponentProps<'select'>) {
  const selectRef = useRef<HTMLSelectElement>(null);
  const [shown, setShown] = useState('');

  // Mirror the chosen option after every render (a controlled value, new options).
  useLayoutEffect(() => {
    const text = selectRef.current?.selectedOptions[0]?.textContent ?? '';
    setShown((previous) => (previous === text ? previous : text));
  });

  function onSelectChange(event: ChangeEvent<HTMLSelectElement>) {
    setShown(event.target.selectedOptions[0]?.textContent ?? '');
    onChange?.(event);
  }

  return (
    <div className="relative min-w-0">
      <select
        ref={selectRef}
        className={cx(
          'peer absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0 disabled:cursor-not-allowed',
          className,
        )}
        onChange={onSelectChange}
        {...props}
      >
        {children}
      </select>
      <div
        aria-hidden="true"
        data-select-mirror
        className={cx(
          'flex min-h-12 w-full items-center rounded-xl border border-input bg-card py-2.5 pr-11 pl-4 text-base leading-snug break-words text-foreground shadow-xs transition-colors',
          'peer-focus-visible:border-ring peer-focus-visible:ring-2 peer-focus-visible:ring-ring/40 peer-disabled:opacity-50',
        )}
      >
        <span className="min-w-0">{shown || '\u00a0'}</span>
      </div>
      <Icon
        icon={glyphs.chevronDown}
        className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
