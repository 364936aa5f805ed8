/** Progress of an upload or import: a percentage while the file is sent, then busy. */
import { cn } from '../../../lib/cn.ts';

export function UploadProgress({
  label,
  percent,
}: {
  label: string;
  /** 0–100 while the file is being sent; null when only the server is busy. */
  percent: number | null;
}) {
  return (
    <div className="flex flex-col gap-2">
      <p aria-live="polite" className="text-sm font-semibold">
        {label}
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        className="h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full bg-primary transition-[width] duration-200 dark:bg-volt',
            percent === null && 'w-full animate-pulse',
          )}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
