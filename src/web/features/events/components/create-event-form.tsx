/**
 * Create Event (spec §2 Events): Event Name, Location and Date & Time; the button is
 * enabled only when all three are present (spec §5). New events start inactive.
 */
import { type FormEvent, useId, useRef, useState } from 'react';
import { messages } from '../../../../shared/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ToolCardHeader } from '../../../components/ui/tool-card-header.tsx';
import { CalendarIcon } from '../../../components/ui/tool-icons.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreateEvent } from '../api/create-event.ts';
import { type EventDraft, isEventDraftComplete, toCreateEventBody } from '../lib/event-form.ts';

const t = messages.coachTools;
const emptyDraft: EventDraft = { name: '', locationName: '', dateTime: '' };

export function CreateEventForm() {
  const [draft, setDraft] = useState<EventDraft>(emptyDraft);
  const createEvent = useCreateEvent();
  const nameRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const isComplete = isEventDraftComplete(draft);
  const set = (field: keyof EventDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

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
          className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-end lg:grid-cols-[1.2fr_1fr_auto_auto]"
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-name`}>{t.eventName}</Label>
            <Input
              ref={nameRef}
              id={`${id}-name`}
              name="name"
              autoComplete="off"
              maxLength={200}
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
              maxLength={200}
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
          <Button
            type="submit"
            disabled={!isComplete || createEvent.isPending}
            aria-busy={createEvent.isPending || undefined}
            className="h-12 md:col-span-3 lg:col-span-1"
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
