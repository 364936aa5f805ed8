/**
 * Linking this phone to an athlete on the event's roster: by search, or by the manual form
 * (folded away), then on to the confirmation (an open event checks the athlete in) or back
 * to the list.
 */
import { useCallback, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { messages } from '#shared/messages/public.ts';
import type { LinkParentBody, RosterMatch } from '#shared/schemas.ts';
import { glyphs, Icon } from '#web/components/ui/icon.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { needsVerification } from '#web/features/parent-athletes/needs-verification.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { cx } from '#web/lib/cx.ts';
import { fullName } from '#web/lib/format.ts';
import { paths } from '#web/lib/paths.ts';
import { useLinkParent } from '../api/link-parent.ts';
import { afterLinked, linkFailure } from '../lib/link.ts';
import { ManualLinkForm, type ManualLinkValues } from './manual-link-form.tsx';
import { RosterSearch } from './roster-search.tsx';

const t = messages.parent;

export function LinkAthlete({ eventId, phone }: { eventId: string; phone: string }) {
  const [, navigate] = useLocation();
  const link = useLinkParent();
  const [isManualOpen, setIsManualOpen] = useState(false);
  const manualId = useId();

  const sendToVerify = useCallback(
    (error: unknown) => {
      if (needsVerification(error)) {
        navigate(paths.checkIn.phone.to({ event: eventId }), { replace: true });
      }
    },
    [eventId, navigate],
  );

  async function submit(body: LinkParentBody) {
    if (link.isPending) return;
    try {
      const result = await link.mutateAsync(body);
      const next = afterLinked(result, eventId, phone);
      if (next.sayLinked) {
        toast({
          title: t.linked,
          description: t.linkedText(fullName(result.athlete)),
          variant: 'success',
        });
      }
      navigate(next.to);
    } catch (error) {
      if (linkFailure(error) === 'verify') {
        sendToVerify(error);
        return;
      }
      toast({
        title: t.linkFailed,
        description: errorMessage(error, t.linkFailedFallback),
        variant: 'destructive',
      });
    }
  }

  function onPick(match: RosterMatch) {
    void submit({
      eventId,
      athleteId: match.id,
      firstName: match.firstName,
      lastName: match.lastName,
      teamId: null,
      gradYear: match.gradYear,
      phoneNumber: phone,
    });
  }

  function onManualSubmit(values: ManualLinkValues) {
    void submit({ eventId, ...values, phoneNumber: phone });
  }

  return (
    <>
      <RosterSearch
        eventId={eventId}
        onPick={onPick}
        isLinking={link.isPending}
        onError={sendToVerify}
      />

      <div className="mt-6 border-t border-border pt-4">
        <button
          type="button"
          aria-expanded={isManualOpen}
          aria-controls={manualId}
          onClick={() => setIsManualOpen((open) => !open)}
          className="flex min-h-11 w-full items-center justify-between gap-3 rounded-xl px-1 text-left font-semibold text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring dark:text-[#a9b8ff]"
        >
          {t.enterManually}
          <Icon
            icon={glyphs.chevronDown}
            strokeWidth={2.5}
            className={cx('size-5 transition-transform', isManualOpen && 'rotate-180')}
          />
        </button>
        <div id={manualId} hidden={!isManualOpen} className="pt-4">
          {isManualOpen ? (
            <ManualLinkForm
              eventId={eventId}
              onSubmit={onManualSubmit}
              isLinking={link.isPending}
            />
          ) : null}
        </div>
      </div>

      <div className="mt-4 flex justify-center">
        <button
          type="button"
          onClick={() => navigate(paths.checkIn.athletes.to({ event: eventId, phone }))}
          className="inline-flex min-h-11 items-center rounded-xl px-3 text-sm font-semibold text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t.backToAthletes}
        </button>
      </div>
    </>
  );
}
