/**
 * The dashboard's "Waiting for confirmation" panel (decision 059), above Parent links: each
 * phone that linked itself to an athlete of the event (or that a roster file nobody previewed
 * listed), the children it claims, when it linked, and each child's confirmed guardian phones
 * to compare, or the word that there are none. One Confirm per phone and child, named for
 * both: no bulk confirm, since each says "this phone is this child's family". The count is
 * fetched with the page (a coach should see that phones wait); the list opens on demand.
 */

import { useId, useState } from 'react';
import { formatWeekdayDate } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages.ts';
import type { WaitingGuardian } from '#shared/schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { CheckIcon, ChevronDownIcon } from '#web/components/ui/staff-icons.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { fullName } from '#web/lib/format.ts';
import { displayPhone } from '#web/lib/phone.ts';
import { useConfirmGuardian } from '../api/confirm-guardian.ts';
import { useWaitingGuardians } from '../api/get-waiting-guardians.ts';
import { ListError, ListLoading } from './list-state.tsx';

const t = messages.parentLinks;

export function WaitingGuardiansPanel({ eventId }: { eventId: string }) {
  const [isOpen, setOpen] = useState(false);
  const waiting = useWaitingGuardians(eventId);
  const headingId = useId();
  const bodyId = useId();
  const list = waiting.data ?? [];

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h2 id={headingId} className="text-lg font-bold tracking-tight">
          {t.waitingHeading}
        </h2>
        <p className="text-sm text-muted-foreground">{t.waitingIntro}</p>
      </div>
      {waiting.isPending ? (
        <ListLoading label={t.waitingLoading} />
      ) : waiting.isError ? (
        <ListError text={t.waitingFailed} onRetry={() => void waiting.refetch()} />
      ) : list.length === 0 ? (
        <p className="text-muted-foreground">{t.waitingEmpty}</p>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="font-semibold">{t.waitingCount(list.length)}</p>
          <Button
            variant="outline"
            size="sm"
            aria-expanded={isOpen}
            aria-controls={bodyId}
            onClick={() => setOpen((open) => !open)}
          >
            <ChevronDownIcon className={cn('transition-transform', isOpen && 'rotate-180')} />
            {isOpen ? t.waitingHide : t.waitingShow}
          </Button>
        </div>
      )}
      <div id={bodyId} hidden={!isOpen || list.length === 0}>
        {isOpen && list.length > 0 ? (
          <ul aria-label={t.waitingListLabel} className="flex flex-col divide-y divide-border">
            {list.map((entry) => (
              <WaitingPhone key={entry.phoneNumber} entry={entry} eventId={eventId} />
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

/** One phone and the children of the event it claims. */
function WaitingPhone({ entry, eventId }: { entry: WaitingGuardian; eventId: string }) {
  const phoneId = useId();
  const phone = displayPhone(entry.phoneNumber);
  return (
    <li className="flex flex-col gap-2 py-3">
      <p id={phoneId} className="font-mono font-semibold whitespace-nowrap">
        <span className="sr-only">{t.phone}: </span>
        {phone}
      </p>
      <ul aria-labelledby={phoneId} className="flex flex-col gap-3 border-l-2 border-border pl-3">
        {entry.children.map((child) => (
          <WaitingChild
            key={child.athleteId}
            child={child}
            phoneNumber={entry.phoneNumber}
            phone={phone}
            eventId={eventId}
          />
        ))}
      </ul>
    </li>
  );
}

function WaitingChild({
  child,
  phoneNumber,
  phone,
  eventId,
}: {
  child: WaitingGuardian['children'][number];
  phoneNumber: string;
  phone: string;
  eventId: string;
}) {
  const confirm = useConfirmGuardian();
  const name = fullName(child);
  const linkedOn = formatWeekdayDate(child.linkedAt);

  async function onConfirm() {
    try {
      await confirm.mutateAsync({ eventId, athleteId: child.athleteId, phoneNumber });
      toast({
        title: t.guardianConfirmed,
        description: t.guardianConfirmedText(phone, name),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t.confirmFailed,
        description: errorMessage(error, t.confirmFailed),
        variant: 'destructive',
      });
    }
  }

  return (
    <li className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold break-words">
          {name}
          {child.teamName ? (
            <span className="font-normal text-muted-foreground"> · {child.teamName}</span>
          ) : null}
        </p>
        <p className="text-sm text-muted-foreground">
          {child.fromRosterFile ? t.listedByFileOn(linkedOn) : t.linkedFromPhoneOn(linkedOn)}
        </p>
        <p className="text-sm">
          {child.confirmedPhones.length > 0 ? (
            <>
              {t.confirmedPhones}{' '}
              {child.confirmedPhones.map((confirmed, index) => (
                <span key={confirmed} className="whitespace-nowrap">
                  {index > 0 ? ', ' : null}
                  {displayPhone(confirmed)}
                </span>
              ))}
            </>
          ) : (
            t.noConfirmedPhones
          )}
        </p>
      </div>
      <Button
        size="sm"
        className="self-start sm:self-center"
        aria-label={t.confirmFor(phone, name)}
        disabled={confirm.isPending}
        aria-busy={confirm.isPending || undefined}
        onClick={() => void onConfirm()}
      >
        {confirm.isPending ? <Spinner /> : <CheckIcon />}
        {confirm.isPending ? t.confirming : t.confirm}
      </Button>
    </li>
  );
}
