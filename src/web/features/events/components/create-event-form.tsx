/**
 * Create Event (docs/product.md#tools-events): Event Name, Location and Date & Time; the button is
 * enabled only when all three are present (docs/product.md#validation). New events start inactive.
 * Optional (decision 030): an end time, check-in opening by itself some minutes before the
 * start, and a repeat on chosen weekdays until a date.
 */
import { type FormEvent, useId, useRef, useState } from 'react';
import { EVENT_NAME_MAX_LENGTH, LOCATION_MAX_LENGTH } from '#shared/field-limits.ts';
import { messages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { CalendarIcon } from '#web/components/ui/staff-icons.tsx';
import { ToolCardHeader } from '#web/components/ui/tool-card-header.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useCreateEvent } from '../api/create-event.ts';
import {
  type EventDraft,
  isEventDraftComplete,
  toCreateEventBody,
  withRepeatDefaults,
} from '../lib/event-form.ts';

const t = messages.coachTools;
const s = t.season;
const emptyDraft: EventDraft = {
  name: '',
  locationName: '',
  dateTime: '',
  endTime: '',
  autoOpen: false,
  autoOpenMinutes: '30',
  repeat: false,
  weekdays: [],
  until: '',
};
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const checkbox = 'size-5 shrink-0 accent-primary';

export function CreateEventForm() {
  const [draft, setDraft] = useState<EventDraft>(emptyDraft);
  const createEvent = useCreateEvent();
  const nameRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const isComplete = isEventDraftComplete(draft);
  const set = (field: keyof EventDraft) => (value: string | boolean) =>
    setDraft((current) => withRepeatDefaults(current, { ...current, [field]: value }));
  const toggleWeekday = (day: number) =>
    setDraft((current) => {
      const days = current.weekdays ?? [];
      return {
        ...current,
        weekdays: days.includes(day) ? days.filter((d) => d !== day) : [...days, day],
      };
    });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isComplete || createEvent.isPending) return;
    try {
      const created = await createEvent.mutateAsync(toCreateEventBody(draft));
      toast({ title: t.eventCreated, description: created.name, variant: 'success' });
      setDraft(emptyDraft);
      nameRef.current?.focus();
    } catch (error) {
      toast({
        title: t.errorTitle,
        description: errorMessage(error, t.failedCreateEvent),
        variant: 'destructive',
      });
    }
  }

  return (
    <Card>
      <ToolCardHeader
        icon={<CalendarIcon />}
        title={t.createEventHeading}
        description={t.createEventText}
      />
      <CardContent>
        <form
          onSubmit={onSubmit}
          className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-end lg:grid-cols-[1.2fr_1fr_auto]"
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-name`}>{t.eventName}</Label>
            <Input
              ref={nameRef}
              id={`${id}-name`}
              name="name"
              autoComplete="off"
              maxLength={EVENT_NAME_MAX_LENGTH}
              placeholder={t.eventNamePlaceholder}
              value={draft.name}
              onChange={(e) => set('name')(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-location`}>{t.location}</Label>
            <Input
              id={`${id}-location`}
              name="location"
              autoComplete="off"
              maxLength={LOCATION_MAX_LENGTH}
              placeholder={t.locationPlaceholder}
              value={draft.locationName}
              onChange={(e) => set('locationName')(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-date`}>{t.dateTime}</Label>
            <Input
              id={`${id}-date`}
              name="date"
              type="datetime-local"
              value={draft.dateTime}
              onChange={(e) => set('dateTime')(e.target.value)}
              className="min-w-0 [color-scheme:light] dark:[color-scheme:dark]"
            />
          </div>
          <div className="flex flex-col gap-4 md:col-span-3 md:flex-row md:flex-wrap md:items-start md:gap-8">
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${id}-end`}>{s.endTime}</Label>
              <Input
                id={`${id}-end`}
                name="endTime"
                type="time"
                value={draft.endTime}
                onChange={(e) => set('endTime')(e.target.value)}
                className="min-w-0 md:w-40 [color-scheme:light] dark:[color-scheme:dark]"
              />
            </div>
            <div className="flex flex-col gap-2">
              <label
                htmlFor={`${id}-auto`}
                className="flex min-h-11 items-center gap-3 font-semibold"
              >
                <input
                  id={`${id}-auto`}
                  type="checkbox"
                  className={checkbox}
                  checked={draft.autoOpen}
                  onChange={(e) => set('autoOpen')(e.target.checked)}
                  aria-describedby={`${id}-auto-hint`}
                />
                {s.autoOpen}
              </label>
              {draft.autoOpen ? (
                <div className="flex items-center gap-3">
                  <Input
                    id={`${id}-auto-minutes`}
                    name="autoOpenMinutes"
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={1440}
                    step={1}
                    value={draft.autoOpenMinutes}
                    onChange={(e) => set('autoOpenMinutes')(e.target.value)}
                    className="w-24"
                  />
                  <Label htmlFor={`${id}-auto-minutes`} className="font-normal">
                    {s.autoOpenMinutes}
                  </Label>
                </div>
              ) : null}
              <p id={`${id}-auto-hint`} className="text-xs text-muted-foreground">
                {s.autoOpenHint}
              </p>
            </div>
            <label
              htmlFor={`${id}-repeat`}
              className="flex min-h-11 items-center gap-3 font-semibold md:self-start"
            >
              <input
                id={`${id}-repeat`}
                type="checkbox"
                className={checkbox}
                checked={draft.repeat}
                onChange={(e) => set('repeat')(e.target.checked)}
              />
              {s.repeat}
            </label>
          </div>
          {draft.repeat ? (
            <div className="flex flex-col gap-4 md:col-span-3 md:flex-row md:flex-wrap md:items-end">
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-2 text-sm font-semibold">{s.repeatOn}</legend>
                <div className="grid grid-cols-7 gap-1.5 sm:flex sm:gap-2">
                  {WEEKDAYS.map((day) => {
                    const isOn = draft.weekdays?.includes(day) ?? false;
                    return (
                      <Button
                        key={day}
                        type="button"
                        size="icon"
                        variant={isOn ? 'default' : 'outline'}
                        aria-pressed={isOn}
                        aria-label={s.weekdayNames[day - 1]}
                        onClick={() => toggleWeekday(day)}
                        className="w-full min-w-0 px-0 text-sm sm:w-11"
                      >
                        {s.weekdayShort[day - 1]}
                      </Button>
                    );
                  })}
                </div>
              </fieldset>
              <div className="flex flex-col gap-2">
                <Label htmlFor={`${id}-until`}>{s.repeatUntil}</Label>
                <Input
                  id={`${id}-until`}
                  name="until"
                  type="date"
                  value={draft.until}
                  min={draft.dateTime.slice(0, 10) || undefined}
                  onChange={(e) => set('until')(e.target.value)}
                  className="min-w-0 md:w-48 [color-scheme:light] dark:[color-scheme:dark]"
                />
              </div>
            </div>
          ) : null}
          <Button
            type="submit"
            disabled={!isComplete || createEvent.isPending}
            aria-busy={createEvent.isPending || undefined}
            className="h-12 md:col-span-3 md:justify-self-end md:px-8"
          >
            {createEvent.isPending ? (
              <>
                <Spinner />
                {t.creatingEvent}
              </>
            ) : (
              t.createEvent
            )}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
