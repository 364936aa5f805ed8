/**
 * Check-ins per 5 minutes over the event, drawn as plain SVG bars: a few dozen
 * rectangles need no chart library. The picture has a one-sentence summary as its
 * accessible name, and the numbers behind it are one click away as a table.
 */
import { memo, useId } from 'react';
import { formatTime } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages.ts';
import { cn } from '#web/lib/cn.ts';
import { ARRIVAL_BIN_MS, type ArrivalChart } from '../lib/roster.ts';

const t = messages.dashboard;

const BAR_SLOT = 10;
const BAR_GAP = 2;
const HEIGHT = 100;

export const ArrivalsChart = memo(function ArrivalsChart({
  chart,
}: {
  chart: ArrivalChart | null;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-lg font-bold tracking-tight">
          {t.chartHeading}
        </h2>
        <p className="text-sm text-muted-foreground">{t.chartText}</p>
      </div>
      {chart ? (
        <Bars chart={chart} />
      ) : (
        <p className="py-6 text-muted-foreground">{t.chartEmpty}</p>
      )}
    </section>
  );
});

function Bars({ chart }: { chart: ArrivalChart }) {
  const { bins, peak, total, startIndex } = chart;
  const from = bins[0]!.start;
  const to = bins[bins.length - 1]!.start + ARRIVAL_BIN_MS;
  const width = bins.length * BAR_SLOT;
  const scale = Math.max(peak.count, 1);
  const summary = t.chartSummary(
    total,
    formatTime(from),
    formatTime(to),
    formatTime(peak.start),
    peak.count,
  );
  const startLeft = startIndex === null ? null : ((startIndex + 0.5) / bins.length) * 100;

  return (
    <div>
      <div className="relative">
        <svg
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="block h-28 w-full sm:h-36"
        >
          {[0.25, 0.5, 0.75].map((fraction) => (
            <line
              key={fraction}
              x1="0"
              x2={width}
              y1={HEIGHT * fraction}
              y2={HEIGHT * fraction}
              className="stroke-border"
              strokeWidth="1"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {bins.map((bin, index) => {
            const barHeight = bin.count === 0 ? 0 : Math.max(3, (bin.count / scale) * (HEIGHT - 4));
            return (
              <rect
                key={bin.start}
                x={index * BAR_SLOT + BAR_GAP / 2}
                y={HEIGHT - barHeight}
                width={BAR_SLOT - BAR_GAP}
                height={barHeight}
                rx="1.5"
                className={cn(
                  bin === peak
                    ? 'fill-primary dark:fill-volt'
                    : 'fill-primary/55 dark:fill-volt/60',
                )}
              />
            );
          })}
          <line
            x1="0"
            x2={width}
            y1={HEIGHT - 0.5}
            y2={HEIGHT - 0.5}
            className="stroke-muted-foreground"
            strokeWidth="1"
            vectorEffect="non-scaling-stroke"
          />
          {startIndex === null ? null : (
            <line
              x1={(startIndex + 0.5) * BAR_SLOT}
              x2={(startIndex + 0.5) * BAR_SLOT}
              y1="0"
              y2={HEIGHT}
              className="stroke-destructive"
              strokeWidth="1.5"
              strokeDasharray="4 3"
              vectorEffect="non-scaling-stroke"
            />
          )}
        </svg>
        {startLeft === null ? null : (
          <span
            aria-hidden="true"
            className="absolute -top-1 -translate-x-1/2 rounded bg-card px-1 text-xs font-bold text-destructive"
            style={{ left: `${startLeft}%` }}
          >
            {t.chartStart}
          </span>
        )}
      </div>
      <div
        aria-hidden="true"
        className="mt-1.5 flex justify-between text-xs text-muted-foreground tabular-nums"
      >
        <span>{formatTime(from)}</span>
        <span>{formatTime(to)}</span>
      </div>
      {/* The picture's name, in sight: read once, as the image's label. */}
      <p aria-hidden="true" className="mt-3 text-sm text-muted-foreground">
        {summary}
      </p>
      <details className="mt-1 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-lg font-semibold text-primary select-none focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring dark:text-[#a9b8ff]">
          {t.chartTableToggle}
        </summary>
        <div className="rounded-xl border border-border">
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">{t.chartText}</caption>
            <thead>
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t.chartColTime}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t.chartColCount}
                </th>
              </tr>
            </thead>
            <tbody>
              {bins.map((bin) => (
                <tr key={bin.start} className="border-t border-border">
                  <th scope="row" className="px-3 py-1.5 font-normal">
                    {formatTime(bin.start)}–{formatTime(bin.start + ARRIVAL_BIN_MS)}
                  </th>
                  <td className="px-3 py-1.5 text-right">{bin.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
