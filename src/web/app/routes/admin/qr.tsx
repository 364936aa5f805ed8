/** /admin/qr (docs/product.md#qr-generator): coaches and admins; the router's staff guard first. */
import { Link } from 'wouter';
import { messages } from '#shared/messages.ts';
import { ToolPageLayout } from '#web/app/layouts/tool-page-layout.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { PanelEmpty } from '#web/components/ui/panel-state.tsx';
import { QrIcon } from '#web/components/ui/staff-icons.tsx';
import { WithEvents } from '#web/features/events/components/with-events.tsx';
import { QrGenerator } from '#web/features/qr/components/qr-generator.tsx';
import { useDocumentTitle } from '#web/lib/hooks.ts';
import { paths } from '#web/lib/paths.ts';

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
