/** The header every coach-tool card opens with: its icon in a tile, its title, what it does. */
import type { ReactNode } from 'react';
import { CardDescription, CardHeader, CardTitle } from './card.tsx';

/**
 * A coach-tool card's header: the icon in a tinted tile beside the title (an h2), then the
 * description. With `action` (a button), the title and description stand in a column and
 * the action beside them from the small breakpoint on. The tile keeps its size when the
 * title wraps.
 */
export function ToolCardHeader({
  icon,
  title,
  description,
  action,
}: {
  icon: ReactNode;
  title: ReactNode;
  description: ReactNode;
  action?: ReactNode;
}) {
  const heading = (
    <>
      <CardTitle className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
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
