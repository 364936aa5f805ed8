/**
 * The attendance page's body (decision 031): the range (last 30 days first), the team, the
 * rate under which athletes stand out; then the figures per athlete or per event, the team
 * totals and the trend, and the CSV of the same table.
 */
import { useId, useState } from 'react';
import { messages } from '#shared/messages.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { PanelEmpty, PanelError, PanelLoading } from '#web/components/ui/panel-state.tsx';
import { CalendarIcon, DownloadIcon } from '#web/components/ui/staff-icons.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { attendanceCsvUrl } from '../api/attendance-csv-url.ts';
import { type AttendanceFilter, useAttendance } from '../api/get-attendance.ts';
import { DEFAULT_THRESHOLD, defaultRange, isBelow } from '../lib/attendance.ts';
import { AthleteTable } from './athlete-table.tsx';
import { EventGrid } from './event-grid.tsx';
import { Field, FieldInput, FieldSelect } from './page-parts.tsx';
import { TeamTotals } from './team-totals.tsx';
import { TrendChart } from './trend-chart.tsx';

const t = messages.attendance;

export function AttendancePage() {
  const [filter, setFilter] = useState<AttendanceFilter>(() => ({
    ...defaultRange(new Date()),
    teamId: '',
  }));
  const [threshold, setThreshold] = useState(DEFAULT_THRESHOLD);
  const [view, setView] = useState<'summary' | 'events'>('summary');
  const attendance = useAttendance(filter);
  const ids = {
    from: useId(),
    to: useId(),
    team: useId(),
    threshold: useId(),
    thresholdHint: useId(),
    table: useId(),
    grid: useId(),
    teams: useId(),
  };
  const data = attendance.data;
  const below = data ? data.athletes.filter((athlete) => isBelow(athlete, threshold)).length : 0;

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardContent className="grid gap-4 pt-5 sm:pt-6 sm:grid-cols-2 lg:grid-cols-4">
          <Field id={ids.from} label={t.from}>
            <FieldInput
              id={ids.from}
              type="date"
              value={filter.from}
              max={filter.to}
              required
              onChange={(event) => {
                const from = event.currentTarget.value;
                if (from) setFilter((current) => ({ ...current, from }));
              }}
            />
          </Field>
          <Field id={ids.to} label={t.to}>
            <FieldInput
              id={ids.to}
              type="date"
              value={filter.to}
              min={filter.from}
              required
              onChange={(event) => {
                const to = event.currentTarget.value;
                if (to) setFilter((current) => ({ ...current, to }));
              }}
            />
          </Field>
          <Field id={ids.team} label={t.team}>
            <FieldSelect
              id={ids.team}
              value={filter.teamId}
              onChange={(event) => {
                const teamId = event.currentTarget.value;
                setFilter((current) => ({ ...current, teamId }));
              }}
            >
              <option value="">{t.allTeams}</option>
              {(data?.teams ?? []).map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </FieldSelect>
          </Field>
          <Field
            id={ids.threshold}
            label={`${t.threshold} (%)`}
            hint={
              <p id={ids.thresholdHint} className="text-sm text-muted-foreground">
                {t.thresholdHint}
              </p>
            }
          >
            <FieldInput
              id={ids.threshold}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={5}
              value={threshold}
              aria-describedby={ids.thresholdHint}
              onChange={(event) => {
                const value = Number(event.currentTarget.value);
                if (Number.isFinite(value)) setThreshold(Math.min(100, Math.max(0, value)));
              }}
            />
          </Field>
        </CardContent>
      </Card>

      <Card aria-busy={attendance.isFetching || undefined}>
        {attendance.isPending ? (
          <PanelLoading label={t.loading} />
        ) : attendance.isError && !data ? (
          <PanelError
            text={errorMessage(attendance.error, t.failed)}
            onRetry={() => void attendance.refetch()}
          />
        ) : !data || data.events.length === 0 ? (
          <PanelEmpty icon={<CalendarIcon />} title={t.empty} text={t.emptyHint} />
        ) : (
          <CardContent className="flex flex-col gap-6 pt-5 sm:pt-6">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="flex flex-col gap-0.5">
                <p className="font-bold" aria-live="polite">
                  {t.summary(data.athletes.length, data.events.length)}
                </p>
                <p className="text-sm text-muted-foreground">{t.belowCount(below, threshold)}</p>
              </div>
              <a
                href={attendanceCsvUrl(filter)}
                download={t.csvFilename(filter.from, filter.to)}
                className={buttonVariants({ variant: 'outline' })}
              >
                <DownloadIcon />
                {t.downloadCsv}
              </a>
            </div>
            {attendance.isError ? (
              <p role="alert" className="font-semibold text-destructive">
                {errorMessage(attendance.error, t.failed)}
              </p>
            ) : null}
            <fieldset className="flex flex-wrap items-center gap-2">
              <legend className="sr-only">{t.show}</legend>
              {(['summary', 'events'] as const).map((option) => (
                <Button
                  key={option}
                  variant={view === option ? 'default' : 'outline'}
                  aria-pressed={view === option}
                  onClick={() => setView(option)}
                >
                  {option === 'summary' ? t.viewSummary : t.viewByEvent}
                </Button>
              ))}
            </fieldset>
            {view === 'summary' ? (
              <div className="flex flex-col gap-2">
                <h2 id={ids.table} className="sr-only">
                  {t.viewSummary}
                </h2>
                <AthleteTable
                  athletes={data.athletes}
                  threshold={threshold}
                  labelledBy={ids.table}
                />
              </div>
            ) : (
              <div>
                <h2 id={ids.grid} className="sr-only">
                  {t.viewByEvent}
                </h2>
                <EventGrid events={data.events} athletes={data.athletes} labelledBy={ids.grid} />
              </div>
            )}
          </CardContent>
        )}
      </Card>

      {data && data.events.length > 0 ? (
        <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
          <Card>
            <CardContent className="pt-5 sm:pt-6">
              <TrendChart events={data.events} />
            </CardContent>
          </Card>
          <Card>
            <CardContent className="flex flex-col gap-2 pt-5 sm:pt-6">
              <h2 id={ids.teams} className="text-lg font-bold tracking-tight">
                {t.teamsHeading}
              </h2>
              <TeamTotals athletes={data.athletes} labelledBy={ids.teams} />
            </CardContent>
          </Card>
        </div>
      ) : null}
    </div>
  );
}
