import type { ReactNode, Ref } from 'react';
import { cn } from '#web/lib/cn.ts';

/** The card's top: a tinted icon, the page's heading and a line under it. */
export function CardIntro({
  icon,
  tone = 'primary',
  title,
  headingRef,
  children,
}: {
  icon: ReactNode;
  tone?: 'primary' | 'success' | 'danger' | 'warning';
  title: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <span
        className={cn(
          'flex size-14 items-center justify-center rounded-2xl [&_svg]:size-7',
          tone === 'primary' && 'bg-secondary text-secondary-foreground',
          tone === 'success' && 'bg-success-soft text-success',
          tone === 'danger' && 'bg-destructive-soft text-destructive',
          tone === 'warning' && 'bg-volt text-volt-foreground',
        )}
      >
        {icon}
      </span>
      <h1
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="text-3xl leading-tight font-extrabold tracking-tight outline-none"
      >
        {title}
      </h1>
      {children ? <p className="text-base text-muted-foreground">{children}</p> : null}
    </div>
  );
}
