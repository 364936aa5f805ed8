/** /admin/qr (spec §2 QR generator): coaches and admins; the router's staff guard first. */
import '../coach-tools.css';
import { Link } from 'wouter';
import { messages } from '../../../../shared/messages.ts';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PanelEmpty } from '../../../components/ui/panel-state.tsx';
import { QrIcon } from '../../../components/ui/tool-icons.tsx';
import { WithEvents } from '../../../features/events/components/with-events.tsx';
import { QrGenerator } from '../../../features/qr/components/qr-generator.tsx';
import { useDocumentTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { ToolPageLayout } from '../../layouts/tool-page-layout.tsx';

const t = messages.qrGenerator;

export default function AdminQrRoute() {
  useDocumentTitle(t.title);
  return (
    <ToolPageLayout title={t.title} intro={t.intro}>
      <WithEvents>
        {(events) =>
          events.length === 0 ? (
            <Card className="flex flex-col items-center pb-8">
              <PanelEmpty icon={<QrIcon />} title={t.noEvents} text={t.noEventsText} />
              <Link href={paths.coach.tools.to()} className={buttonVariants()}>
                {t.toolsLink}
              </Link>
            </Card>
          ) : (
            <QrGenerator events={events} />
          )
        }
      </WithEvents>
    </ToolPageLayout>
  );
}
