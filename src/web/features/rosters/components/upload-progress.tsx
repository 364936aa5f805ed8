/** Progress of an upload or import: a percentage while the file is sent, then busy. */
import { messages } from '#shared/messages.ts';
import { cn } from '#web/lib/cn.ts';
import type { RosterProgress } from '../hooks/use-roster-file.ts';

const t = messages.coachTools;

/** The roster file's progress bar and its live label; nothing while idle. */
export function UploadProgress({ progress }: { progress: RosterProgress }) {
  if (progress.phase === 'idle') return null;
  // 0–100 while the file is being sent; null when only the server is busy.
  const percent = progress.phase === 'uploading' ? progress.percent : null;
  const label =
    progress.phase === 'uploading'
      ? t.uploading(progress.percent)
      : progress.phase === 'reading'
        ? t.reading
        : t.importing;
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
