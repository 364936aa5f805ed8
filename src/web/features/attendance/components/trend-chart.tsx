/**
 * The attendance rate of each event, oldest first, as a plain SVG line: sixty points need
 * no chart library. The picture is named by a sentence; the figures are one click away as a
 * table, the same way as the dashboard's arrivals chart.
 */
import { useId } from 'react';
import { messages } from '#shared/messages.ts';
import type { AttendanceEvent } from '#shared/schemas.ts';
import { eventDateFormat, eventRates, percent } from '../lib/attendance.ts';

const t = messages.attendance;
const WIDTH = 300;
const HEIGHT = 100;
const PAD = 6;

export function TrendChart({ events }: { events: readonly AttendanceEvent[] }) {
  const headingId = useId();
  const rates = eventRates(events);
  const step = rates.length > 1 ? (WIDTH - 2 * PAD) / (rates.length - 1) : 0;
  const points = rates.map((rate, index) => ({
    x: rates.length > 1 ? PAD + index * step : WIDTH / 2,
    y: PAD + (1 - rate) * (HEIGHT - 2 * PAD),
  }));
  const description = t.trendDescription(events.length);
  const when = eventDateFormat(events);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-lg font-bold tracking-tight">
        {t.trendHeading}
      </h2>
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className="flex flex-col justify-between text-xs text-muted-foreground tabular-nums"
        >
          <span>100%</span>
          <span>50%</span>
          <span>0%</span>
        </div>
        <svg
          role="img"
          aria-label={description}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="block h-32 w-full min-w-0 sm:h-40"
        >
          {[0, 0.5, 1].map((fraction) => (
            <line
              key={fraction}
              x1="0"
              x2={WIDTH}
              y1={PAD + fraction * (HEIGHT - 2 * PAD)}
              y2={PAD + fraction * (HEIGHT - 2 * PAD)}
              className="stroke-border"
              strokeWidth="1"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          <polyline
            points={points.map((point) => `${point.x},${point.y}`).join(' ')}
            fill="none"
            className="stroke-primary dark:stroke-volt"
            strokeWidth="2.5"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
          {points.map((point, index) => (
            // A zero-length line with round caps: a dot that keeps its size when the
            // picture stretches (a circle would turn into an ellipse).
            <line
              // biome-ignore lint/suspicious/noArrayIndexKey: one point per event, in order
              key={index}
              x1={point.x}
              x2={point.x}
              y1={point.y}
              y2={point.y}
              className="stroke-primary dark:stroke-volt"
              strokeWidth="7"
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </svg>
      </div>
      {events.length > 0 ? (
        <div
          aria-hidden="true"
          className="flex justify-between pl-9 text-xs text-muted-foreground tabular-nums"
        >
          <span>{when(events[0]!.date)}</span>
          {events.length > 1 ? <span>{when(events[events.length - 1]!.date)}</span> : null}
        </div>
      ) : null}
      <p aria-hidden="true" className="text-sm text-muted-foreground">
        {description}
      </p>
      <details className="text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-lg font-semibold text-primary select-none focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring dark:text-[#a9b8ff]">
          {t.trendTable}
        </summary>
        <div className="rounded-xl border border-border">
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">{t.trendHeading}</caption>
            <thead>
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t.event}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t.date}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t.columns.attended}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t.columns.rate}
                </th>
              </tr>
            </thead>
            <tbody>
              {events.map((event, index) => (
                <tr key={event.id} className="border-t border-border">
                  <th scope="row" className="px-3 py-1.5 font-normal [overflow-wrap:anywhere]">
                    {event.name}
                  </th>
                  <td className="px-3 py-1.5">{when(event.date)}</td>
                  <td className="px-3 py-1.5 text-right">
                    {event.attended}/{event.expected}
                  </td>
                  <td className="px-3 py-1.5 text-right">{percent(rates[index]!)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
