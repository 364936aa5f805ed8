import { useId } from 'react';
import { messages } from '#shared/messages/public.ts';
import { cx } from '#web/lib/cx.ts';

/**
 * The TapIn mark: a check mark tapping a volt dot, on a court-navy to electric-blue
 * tile. scripts/render-logo.ts draws the same mark into public/tapin-logo.png.
 */
export function LogoMark({ className, title }: { className?: string; title?: string }) {
  const gradientId = useId();
  return (
    <svg
      viewBox="0 0 100 100"
      className={cx('size-10 shrink-0', className)}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0b1533" />
          <stop offset="0.6" stopColor="#1f3bd6" />
          <stop offset="1" stopColor="#3f8cff" />
        </linearGradient>
      </defs>
      <rect width="100" height="100" rx="24" fill={`url(#${gradientId})`} />
      <circle
        cx="71"
        cy="31"
        r="15"
        fill="none"
        stroke="#c8f031"
        strokeOpacity="0.6"
        strokeWidth="3.5"
      />
      <circle cx="71" cy="31" r="7.5" fill="#c8f031" />
      <path
        d="M24 53 L41 69 L63 41"
        fill="none"
        stroke="#ffffff"
        strokeWidth="11"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const brandName = messages.brand.name;

/** Mark plus wordmark, as used in headers. */
export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span className={cx('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span
        className={cx(
          'text-2xl font-black italic tracking-tight',
          inverted ? 'text-white' : 'text-foreground',
        )}
      >
        {/* The wordmark "TapIn" with its last two letters ("In") in the accent colour. */}
        {brandName.slice(0, -2)}
        <span className={inverted ? 'text-volt' : 'text-primary dark:text-volt'}>
          {brandName.slice(-2)}
        </span>
      </span>
    </span>
  );
}
