/** The header every coach-tool card opens with: its icon in a tile, its title, what it does. */
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { CardDescription, CardHeader, CardTitle } from './card.tsx';

/**
 * A coach-tool card's header: the icon in a tinted tile beside the title (an h2), then the
 * description. With `action` (a button), the title and description stand in a column and
 * the action beside them from the small breakpoint on. `shrinkIcon` lets the tile shrink
 * when the title wraps (Create Event and Create Team); elsewhere it keeps its size.
 */
export function ToolCardHeader({
  icon,
  title,
  description,
  action,
  shrinkIcon = false,
}: {
  icon: ReactNode;
  title: ReactNode;
  description: ReactNode;
  action?: ReactNode;
  shrinkIcon?: boolean;
}) {
  const heading = (
    <>
      <CardTitle className="flex items-center gap-3">
        <span
          className={cn(
            'flex size-10',
            !shrinkIcon && 'shrink-0',
            'items-center justify-center rounded-xl bg-secondary text-secondary-foreground',
          )}
        >
          {icon}
        </span>
        {title}
      </CardTitle>
      <CardDescription>{description}</CardDescription>
    </>
  );
  if (action === undefined) return <CardHeader>{heading}</CardHeader>;
  return (
    <CardHeader className="sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="flex flex-col gap-1.5">{heading}</div>
      {action}
    </CardHeader>
  );
}
