/**
 * The dashboard's "Parent links" panel (decision 021): per event, phone by phone (a
 * family's phone with its children under it), which athletes it sees, whether the roster
 * file listed it or a parent linked it, and since when; phones linked to unusually many
 * athletes flagged; Remove, named for the athlete and phone it removes (asked first, audited
 * by the server). Closed by default, and fetched only when opened: game day needs the roster.
 * Opened, it starts with the form to add a guardian's phone by hand (decision 059).
 */

import { useId, useMemo, useState } from 'react';
import { LINKED_ATHLETES_FLAG_AT } from '#shared/constants.ts';
import { formatWeekdayDate } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages.ts';
import type { ParentLink } from '#shared/schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import {
  AlertIcon,
  CheckCircleIcon,
  ChevronDownIcon,
  HourglassIcon,
  TrashIcon,
  UndoIcon,
} from '#web/components/ui/staff-icons.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { fullName } from '#web/lib/format.ts';
import { displayPhone } from '#web/lib/phone.ts';
import { useGuardianRemovals } from '../api/get-guardian-removals.ts';
import { useParentLinks } from '../api/get-parent-links.ts';
import { useRemoveParentLink } from '../api/remove-parent-link.ts';
import { useUnconfirmGuardian } from '../api/unconfirm-guardian.ts';
import { AddGuardianPhoneForm } from './add-guardian-phone-form.tsx';
import { ListError, ListLoading } from './list-state.tsx';

const t = messages.parentLinks;

export function ParentLinksPanel({ eventId }: { eventId: string }) {
  const [isOpen, setOpen] = useState(false);
  const links = useParentLinks(eventId, { enabled: isOpen });
  const removals = useGuardianRemovals(eventId, { enabled: isOpen });
  const removalsId = useId();
  const headingId = useId();
  const bodyId = useId();
  const list = links.data ?? [];
  const phones = useMemo(() => byPhone(list), [list]);
  const flaggedCount = phones.filter((group) => group[0]!.isFlagged).length;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={headingId} className="text-lg font-bold tracking-tight">
            {t.heading}
          </h2>
          <p className="text-sm text-muted-foreground">{t.intro}</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={() => setOpen((open) => !open)}
        >
          <ChevronDownIcon className={cn('transition-transform', isOpen && 'rotate-180')} />
          {isOpen ? t.hide : t.show}
        </Button>
      </div>
      <div id={bodyId} hidden={!isOpen} className="flex flex-col gap-3">
        {isOpen ? <AddGuardianPhoneForm eventId={eventId} /> : null}
        {!isOpen ? null : links.isPending ? (
          <ListLoading label={t.loading} />
        ) : links.isError ? (
          <ListError text={t.failed} onRetry={() => void links.refetch()} />
        ) : list.length === 0 ? (
          <p className="text-muted-foreground">{t.empty}</p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">{t.count(list.length, phones.length)}</p>
            {flaggedCount > 0 ? (
              <p className="flex items-start gap-2 rounded-xl border border-destructive/40 bg-destructive-soft px-4 py-3 text-sm font-semibold">
                <AlertIcon className="mt-0.5 shrink-0" />
                {t.flaggedSummary(flaggedCount, LINKED_ATHLETES_FLAG_AT)}
              </p>
            ) : null}
            <ul aria-label={t.listLabel} className="flex flex-col divide-y divide-border">
              {phones.map((group) => (
                <PhoneLinks key={group[0]!.phoneNumber} links={group} eventId={eventId} />
              ))}
            </ul>
          </>
        )}
        {isOpen && removals.data && removals.data.length > 0 ? (
          <div className="flex flex-col gap-2 border-t border-border pt-3">
            <h3 id={removalsId} className="font-bold">
              {t.removedByGuardianHeading}
            </h3>
            <p className="text-sm text-muted-foreground">{t.removedByGuardianIntro}</p>
            <ul aria-labelledby={removalsId} className="flex flex-col gap-1 text-sm">
              {removals.data.map((removal) => {
                const name = fullName(removal);
                const date = formatWeekdayDate(removal.removedAt);
                return (
                  <li key={`${removal.athleteId} ${removal.removedAt}`}>
                    {removal.erased
                      ? t.erasedByGuardian(name, date)
                      : t.removedByGuardian(name, date)}
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** The links grouped by phone, in the order the server listed the phones first. */
function byPhone(links: readonly ParentLink[]): ParentLink[][] {
  const groups = new Map<string, ParentLink[]>();
  for (const link of links) {
    const group = groups.get(link.phoneNumber);
    if (group) group.push(link);
    else groups.set(link.phoneNumber, [link]);
  }
  return [...groups.values()];
}

/** One phone and the athletes it sees. */
function PhoneLinks({ links, eventId }: { links: ParentLink[]; eventId: string }) {
  const phoneId = useId();
  const first = links[0]!;
  const phone = displayPhone(first.phoneNumber);
  return (
    <li className="flex flex-col gap-2 py-3">
      <p id={phoneId} className="font-mono font-semibold whitespace-nowrap">
        <span className="sr-only">{t.phone}: </span>
        {phone}
      </p>
      {first.isFlagged ? (
        <p className="flex items-center gap-1.5 text-sm font-semibold text-destructive">
          <AlertIcon className="size-4 shrink-0" />
          {t.flagged(first.phoneAthleteCount)}
        </p>
      ) : null}
      <ul aria-labelledby={phoneId} className="flex flex-col gap-3 border-l-2 border-border pl-3">
        {links.map((link) => (
          <LinkRow key={link.athleteId} link={link} phone={phone} eventId={eventId} />
        ))}
      </ul>
    </li>
  );
}

function LinkRow({ link, phone, eventId }: { link: ParentLink; phone: string; eventId: string }) {
  const name = fullName(link);
  return (
    <li className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold break-words">
          {name}
          {link.teamName ? (
            <span className="font-normal text-muted-foreground"> · {link.teamName}</span>
          ) : null}
        </p>
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
          {link.sources.map((source) => (
            <li key={`${source.source} ${source.eventId ?? ''}`}>
              {source.source === 'roster'
                ? t.fromRoster(source.eventName)
                : source.source === 'staff'
                  ? t.fromStaff
                  : t.fromParent}{' '}
              {t.since(formatWeekdayDate(source.createdAt))}
            </li>
          ))}
        </ul>
        <p
          className={cn(
            'flex items-center gap-1.5 text-sm font-semibold',
            link.confirmed ? 'text-success' : 'text-foreground',
          )}
        >
          {link.confirmed ? (
            <CheckCircleIcon className="size-4 shrink-0" />
          ) : (
            <HourglassIcon className="size-4 shrink-0" />
          )}
          {link.confirmed && link.confirmedBy ? t.confirmedBy[link.confirmedBy] : t.notConfirmed}
        </p>
      </div>
      <div className="flex flex-wrap gap-2 self-start sm:self-center sm:justify-end">
        {link.confirmed ? (
          <UndoConfirmation link={link} eventId={eventId} who={name} phone={phone} />
        ) : null}
        <RemoveLink link={link} eventId={eventId} who={name} phone={phone} />
      </div>
    </li>
  );
}

function RemoveLink({
  link,
  eventId,
  who,
  phone,
}: {
  link: ParentLink;
  eventId: string;
  who: string;
  phone: string;
}) {
  const remove = useRemoveParentLink();

  /** Removes the link; the dialog stays open when the server refuses. */
  const onConfirm = () =>
    changeAndSay(
      () =>
        remove.mutateAsync({ eventId, athleteId: link.athleteId, phoneNumber: link.phoneNumber }),
      { title: t.removed, description: t.removedText(phone, who) },
      t.removeFailed,
    );

  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="outline" aria-label={t.removeFor(who, phone)}>
          <TrashIcon />
          {t.remove}
        </Button>
      }
      title={t.removeTitle(phone, who)}
      description={t.removeText}
      cancelLabel={t.cancel}
      confirmLabel={remove.isPending ? t.removing : t.remove}
      confirmIcon={<TrashIcon />}
      isPending={remove.isPending}
      onConfirm={onConfirm}
    />
  );
}

/** Takes back the phone's confirmation as the athlete's guardian (asked first, audited). */
function UndoConfirmation({
  link,
  eventId,
  who,
  phone,
}: {
  link: ParentLink;
  eventId: string;
  who: string;
  phone: string;
}) {
  const unconfirm = useUnconfirmGuardian();

  const onConfirm = () =>
    changeAndSay(
      () =>
        unconfirm.mutateAsync({
          eventId,
          athleteId: link.athleteId,
          phoneNumber: link.phoneNumber,
        }),
      { title: t.confirmationUndone, description: t.confirmationUndoneText(phone, who) },
      t.undoConfirmationFailed,
    );

  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="outline" aria-label={t.undoConfirmationFor(who, phone)}>
          <UndoIcon />
          {t.undoConfirmation}
        </Button>
      }
      title={t.undoConfirmationTitle(phone, who)}
      description={t.undoConfirmationText}
      cancelLabel={t.cancel}
      confirmLabel={unconfirm.isPending ? t.undoingConfirmation : t.undoConfirmation}
      confirmIcon={<UndoIcon />}
      isPending={unconfirm.isPending}
      onConfirm={onConfirm}
    />
  );
}

/**
 * Makes a change a dialog asked for and says how it went: true when done (the dialog
 * closes), false when the server refused (it stays open, with the server's reason).
 */
async function changeAndSay(
  change: () => Promise<unknown>,
  done: { title: string; description: string },
  failed: string,
): Promise<boolean> {
  try {
    await change();
    toast({ ...done, variant: 'success' });
    return true;
  } catch (error) {
    toast({ title: failed, description: errorMessage(error, failed), variant: 'destructive' });
    return false;
  }
}
