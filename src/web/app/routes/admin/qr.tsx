/** /admin/qr (spec §2 QR generator): coaches and admins; the router's staff guard first. */
import '../coach-tools.css';
import { Link } from 'wouter';
import { messages } from '../../../../shared/messages.ts';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PanelEmpty, PanelError, PanelLoading } from '../../../components/ui/panel-state.tsx';
import { QrIcon } from '../../../components/ui/tool-icons.tsx';
import { useEvents } from '../../../features/events/api/get-events.ts';
import { QrGenerator } from '../../../features/qr/components/qr-generator.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { StaffLayout } from '../../layouts/staff-layout.tsx';

const t = messages.qrGenerator;

export default function AdminQrRoute() {
  useDocumentTitle(t.title);
  const events = useEvents();
  return (
    <StaffLayout>
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
        <header className="flex flex-col gap-1">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t.title}</h1>
          <p className="text-muted-foreground">{t.intro}</p>
        </header>
        {events.isPending ? (
          <Card>
            <PanelLoading />
          </Card>
        ) : events.isError ? (
          <Card>
            <PanelError
              text={errorMessage(events.error, messages.coachTools.eventsLoadFailed)}
              onRetry={() => void events.refetch()}
            />
          </Card>
        ) : events.data.length === 0 ? (
          <Card className="flex flex-col items-center pb-8">
            <PanelEmpty icon={<QrIcon />} title={t.noEvents} text={t.noEventsText} />
            <Link href={paths.coach.tools.to()} className={buttonVariants()}>
              {t.toolsLink}
            </Link>
          </Card>
        ) : (
          <QrGenerator events={events.data} />
        )}
      </div>
    </StaffLayout>
  );
}
