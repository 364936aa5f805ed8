/**
 * The audit log for admins (decision 044): filter by action (or every bulk read of personal
 * data), by a user's email and by days; the newest entries as a list, and the whole
 * filtered log as a CSV download.
 */
import { type FormEvent, useId, useState } from 'react';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import { messages } from '#shared/messages.ts';
import type { AuditEntry } from '#shared/schemas.ts';
import { BreakableText } from '#web/components/ui/breakable-text.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { DownloadIcon, ReportIcon } from '#web/components/ui/staff-icons.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { auditQueryString, useAuditLog } from '../api/get-audit-log.ts';
import { formatDateAndTime } from '../lib/format.ts';

const t = messages.admin.audit;
const DATA_READS = 'data.';

type Filters = { action: string; actor: string; from: string; to: string };
const NO_FILTERS: Filters = { action: '', actor: '', from: '', to: '' };

export function AuditLog() {
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const log = useAuditLog(filters);
  const id = useId();
  const headingId = `${id}-heading`;

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilters(draft);
  }
  const field = (key: keyof Filters) => ({
    id: `${id}-${key}`,
    value: draft[key],
    onChange: (event: { target: { value: string } }) =>
      setDraft((previous) => ({ ...previous, [key]: event.target.value })),
  });

  return (
    <Card className="flex flex-col overflow-hidden">
      <div className="flex flex-col gap-1 border-b border-border p-5 sm:p-6">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
            <ReportIcon />
          </span>
          <h2 id={headingId} className="text-xl font-bold tracking-tight">
            {t.heading}
          </h2>
        </div>
        <p className="text-muted-foreground">{t.description}</p>
      </div>
      <form
        onSubmit={apply}
        className="grid gap-4 border-b border-border p-5 sm:grid-cols-2 sm:p-6 lg:grid-cols-4"
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-action`}>{t.action}</Label>
          <Select {...field('action')}>
            <option value="">{t.anyAction}</option>
            <option value={DATA_READS}>{t.dataReads}</option>
            {(log.data?.actions ?? []).map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-actor`}>{t.actor}</Label>
          <Input {...field('actor')} type="search" autoComplete="off" maxLength={254} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-from`}>{t.from}</Label>
          <Input {...field('from')} type="date" />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-to`}>{t.to}</Label>
          <Input {...field('to')} type="date" />
        </div>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
          <Button type="submit">{t.filter}</Button>
          <a
            className={buttonVariants({ variant: 'outline' })}
            href={`${apiPath(endpoints.adminAuditCsv)}${auditQueryString(filters)}`}
            download
          >
            <DownloadIcon />
            {t.download}
          </a>
        </div>
      </form>
      {log.isPending ? (
        <div className="flex min-h-32 items-center justify-center text-primary dark:text-volt">
          <Spinner label={messages.common.loading} className="[&_svg]:size-8" />
        </div>
      ) : log.isError ? (
        <p role="alert" className="p-6 font-semibold">
          {t.loadFailed}: {errorMessage(log.error, messages.common.genericError)}
        </p>
      ) : log.data.entries.length === 0 ? (
        <p className="p-6 text-muted-foreground">{t.empty}</p>
      ) : (
        <>
          {log.data.truncated ? (
            <p className="px-6 pt-4 text-sm text-muted-foreground">
              {t.truncated(log.data.entries.length)}
            </p>
          ) : null}
          {/* One block per entry at every width: an address or a long detail never runs out of
              a narrow table column, and nothing scrolls sideways (decision 020). */}
          <ul aria-labelledby={headingId} className="divide-y divide-border">
            {log.data.entries.map((entry) => (
              <AuditItem key={entry.id} entry={entry} />
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

function actorText(entry: AuditEntry): string {
  if (entry.actorType === 'system') return t.system;
  if (entry.actorType === 'parent') return t.parent;
  return entry.actorEmail ?? entry.actorId ?? '';
}

/** One entry: what and when on the first line, then who, the target, the details. */
function AuditItem({ entry }: { entry: AuditEntry }) {
  const { date, time } = formatDateAndTime(entry.at);
  return (
    <li className="flex flex-col gap-1 px-5 py-3 text-sm sm:px-6">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-semibold [overflow-wrap:anywhere]">{entry.action}</span>
        <time dateTime={entry.at} className="text-muted-foreground">
          {date} {time}
        </time>
      </p>
      <p className="[overflow-wrap:anywhere]">
        <span className="text-muted-foreground">{t.who}: </span>
        <BreakableText text={actorText(entry)} />
      </p>
      {entry.targetType ? (
        <p className="[overflow-wrap:anywhere]">
          <span className="text-muted-foreground">{t.target}: </span>
          {`${entry.targetType} ${entry.targetId ?? ''}`}
        </p>
      ) : null}
      {entry.details ? (
        <p className="font-mono text-xs [overflow-wrap:anywhere]">
          <BreakableText text={JSON.stringify(entry.details)} />
        </p>
      ) : null}
    </li>
  );
}
