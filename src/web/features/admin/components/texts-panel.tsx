/**
 * The admin dashboard's Texts panel (decision 042): texts, segments and emails sent today
 * and this month, the estimated cost at SMS_PRICE_PER_SEGMENT, and the daily cap of alert
 * texts: how much of it is used, and when texts were skipped, why; how late the queue runs
 * behind the sender's pace (decision 058).
 */
import { useId } from 'react';
import { LOCALE } from '#shared/i18n/locale.ts';
import { messages } from '#shared/messages.ts';
import type { TextsSummary } from '#shared/schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { AlertIcon, MessageIcon } from '#web/components/ui/staff-icons.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { isSessionEnded } from '#web/lib/session-ended.ts';
import { useTextsSummary } from '../api/get-texts-summary.ts';

const t = messages.adminTexts;

const money = (value: number, digits = 2) =>
  new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: digits,
  }).format(value);

export function TextsPanel() {
  const summary = useTextsSummary();
  const headingId = useId();
  const isUnauthorized = isSessionEnded(summary.error);
  return (
    <Card className="overflow-hidden" aria-labelledby={headingId} role="region">
      <div className="flex items-center gap-3 border-b border-border p-5 sm:p-6">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
          <MessageIcon />
        </span>
        <div className="flex flex-col">
          <h2 id={headingId} className="text-xl font-bold tracking-tight">
            {t.heading}
          </h2>
          <p className="text-sm text-muted-foreground">{t.intro}</p>
        </div>
      </div>
      {summary.isPending || isUnauthorized ? (
        <div className="flex min-h-32 items-center justify-center text-primary dark:text-volt">
          <Spinner label={messages.common.loading} className="[&_svg]:size-8" />
        </div>
      ) : summary.isError ? (
        <div className="flex flex-col items-center gap-4 p-8 text-center">
          <AlertIcon className="size-8 text-destructive" />
          <div role="alert" className="flex flex-col gap-1">
            <p className="text-lg font-bold">{t.loadFailed}</p>
            <p className="text-muted-foreground">
              {errorMessage(summary.error, messages.common.genericError)}
            </p>
          </div>
          <Button variant="outline" onClick={() => void summary.refetch()}>
            {messages.common.tryAgain}
          </Button>
        </div>
      ) : (
        <TextsFigures summary={summary.data} />
      )}
    </Card>
  );
}

function TextsFigures({ summary }: { summary: TextsSummary }) {
  const { cap } = summary;
  return (
    <div className="flex flex-col gap-5 p-5 sm:p-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <Period title={t.today} period={summary.today} />
        <Period title={t.thisMonth} period={summary.month} />
      </div>
      <p className="text-sm text-muted-foreground">
        {t.priceNote(money(summary.pricePerSegment, 4))}
      </p>
      <div className="flex flex-col gap-1 rounded-xl border border-border p-4">
        <h3 className="font-bold">{t.capHeading}</h3>
        <p data-testid="texts-cap">{t.capUsed(cap.usedToday, cap.perDay)}</p>
        {cap.reachedToday ? (
          <p role="status" className="font-semibold text-destructive">
            {t.capReached(cap.skippedToday)} {cap.reason ? t.why(cap.reason) : null}
          </p>
        ) : cap.skippedToday > 0 ? (
          <p className="text-muted-foreground">
            {t.skippedToday(cap.skippedToday)} {cap.reason ? t.why(cap.reason) : null}
          </p>
        ) : null}
        {summary.pending > 0 ? (
          <p className="text-muted-foreground">{t.pending(summary.pending)}</p>
        ) : null}
        {/* A few seconds is the deliverer's poll; more is the sender's pace (decision 058). */}
        {summary.queueDelaySeconds >= 10 ? (
          <p data-testid="texts-queue-delay" className="text-muted-foreground">
            {t.queueDelay(summary.queueDelaySeconds)}
          </p>
        ) : null}
        {summary.failedToday > 0 ? (
          <p className="text-muted-foreground">
            {t.failed(summary.failedToday)}{' '}
            {summary.lastFailure ? t.lastFailure(summary.lastFailure) : null}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function Period({ title, period }: { title: string; period: TextsSummary['today'] }) {
  return (
    <section className="flex flex-col gap-2 rounded-xl bg-muted/50 p-4">
      <h3 className="font-bold">{title}</h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t.texts}</dt>
        <dd className="text-right font-semibold tabular-nums">{period.texts}</dd>
        <dt className="text-muted-foreground">{t.segments}</dt>
        <dd className="text-right font-semibold tabular-nums">{period.segments}</dd>
        <dt className="text-muted-foreground">{t.emails}</dt>
        <dd className="text-right font-semibold tabular-nums">{period.emails}</dd>
        <dt className="text-muted-foreground">{t.estimatedCost}</dt>
        <dd className="text-right font-semibold tabular-nums">{money(period.estimatedCost)}</dd>
      </dl>
    </section>
  );
}
