/**
 * Copy Existing Roster (docs/product.md#tools-csv-upload): source and target events, each leaving
 * out the event chosen in the other; the server refuses the same event twice anyway.
 */
import { type FormEvent, useId, useState } from 'react';
import { messages } from '#shared/messages.ts';
import type { TapInEvent } from '#shared/schemas.ts';
import { EventSelect } from '#web/components/event-select.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { CopyIcon } from '#web/components/ui/staff-icons.tsx';
import { ToolCardHeader } from '#web/components/ui/tool-card-header.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useCopyRoster } from '../api/copy-roster.ts';

const t = messages.coachTools;

export function CopyRosterCard({ events }: { events: readonly TapInEvent[] }) {
  const [sourceEventId, setSource] = useState('');
  const [targetEventId, setTarget] = useState('');
  const copyRoster = useCopyRoster();
  const id = useId();

  async function onSubmit(formEvent: FormEvent<HTMLFormElement>) {
    formEvent.preventDefault();
    if (copyRoster.isPending) return;
    if (!sourceEventId || !targetEventId) {
      toast({ title: t.errorTitle, description: t.selectSourceAndTarget, variant: 'destructive' });
      return;
    }
    try {
      const result = await copyRoster.mutateAsync({ sourceEventId, targetEventId });
      toast({ title: t.rosterCopied, description: result.message, variant: 'success' });
      setSource('');
      setTarget('');
    } catch (error) {
      toast({
        title: t.copyFailed,
        description: errorMessage(error, t.failedCopy),
        variant: 'destructive',
      });
    }
  }

  return (
    <Card>
      <ToolCardHeader icon={<CopyIcon />} title={t.copyHeading} description={t.copyText} />
      <CardContent>
        <form
          onSubmit={onSubmit}
          className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end"
        >
          <EventSelect
            id={`${id}-source`}
            label={t.sourceEvent}
            events={events}
            value={sourceEventId}
            onChange={setSource}
            placeholder={t.chooseEvent}
            exclude={targetEventId}
          />
          <EventSelect
            id={`${id}-target`}
            label={t.targetEvent}
            events={events}
            value={targetEventId}
            onChange={setTarget}
            placeholder={t.chooseEvent}
            exclude={sourceEventId}
          />
          <Button
            type="submit"
            className="h-12"
            disabled={copyRoster.isPending}
            aria-busy={copyRoster.isPending || undefined}
          >
            {copyRoster.isPending ? <Spinner /> : null}
            {copyRoster.isPending ? t.copying : t.copyRoster}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
