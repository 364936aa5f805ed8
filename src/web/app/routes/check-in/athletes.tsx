/**
 * /check-in/athletes?event=&phone=: the athletes linked to this phone. One tap on a
 * card checks that athlete in (features/parent-athletes/use-parent-tap.ts).
 */
import { messages } from '#shared/messages/public.ts';
import { CheckInLayout } from '#web/app/layouts/check-in-layout.tsx';
import { AskTexts } from '#web/features/guardian-texts/components/ask-texts.tsx';
import { OfflineStatus } from '#web/features/offline-check-in/offline-status.tsx';
import { AthleteList } from '#web/features/parent-athletes/components/athlete-list.tsx';
import { useAthleteList } from '#web/features/parent-athletes/use-athlete-list.ts';
import { useParentTap } from '#web/features/parent-athletes/use-parent-tap.ts';
import { ParentFooter } from '#web/features/parent-session/components/parent-footer.tsx';
import { PickupCodes } from '#web/features/pickup-codes/components/pickup-codes.tsx';
import { paths } from '#web/lib/paths.ts';
import { StepHeading } from './shared-ui.tsx';
import { WithEventAndPhone } from './with-event-and-phone.tsx';

const t = messages.parent;

export function AthletesRoute() {
  return (
    <WithEventAndPhone>
      {({ eventId, phone }) => <AthletesScreen eventId={eventId} phone={phone} />}
    </WithEventAndPhone>
  );
}

function AthletesScreen({ eventId, phone }: { eventId: string; phone: string }) {
  const list = useAthleteList({ eventId, phone });
  const tap = useParentTap({
    eventId,
    phone,
    athletes: list.athletes,
    onClosed: () => void list.event.refetch(),
  });
  return (
    <CheckInLayout eventId={eventId}>
      <StepHeading title={t.selectTitle}>{list.canCheckIn ? t.selectText : null}</StepHeading>
      <PickupCodes
        eventId={eventId}
        trustedHref={(athlete) => paths.checkIn.trusted.to({ event: eventId, phone, athlete })}
      />
      <OfflineStatus
        isOnline={tap.isOnline}
        isShowingRemembered={list.isShowingRemembered}
        pending={tap.pending}
        refused={tap.refused}
        sentSummary={tap.sentSummary}
      />
      <AthleteList eventId={eventId} phone={phone} list={list} tap={tap} />
      <AskTexts phone={phone} canAsk={list.canCheckIn} />
      <ParentFooter eventId={eventId} phone={phone} />
    </CheckInLayout>
  );
}
