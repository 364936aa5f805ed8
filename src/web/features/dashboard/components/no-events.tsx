import { Link } from 'wouter';
import { messages } from '#shared/messages.ts';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { PanelEmpty } from '#web/components/ui/panel-state.tsx';
import { CalendarPlusIcon } from '#web/components/ui/staff-icons.tsx';
import { paths } from '#web/lib/paths.ts';
import { Panel } from './panel.tsx';

const t = messages.dashboard;

/** No event yet: where to create one. */
export function NoEvents() {
  return (
    <Panel>
      <PanelEmpty icon={<CalendarPlusIcon />} title={t.noEventsTitle} text={t.noEventsText} />
      <div className="flex justify-center px-6 pb-8">
        <Link href={paths.coach.tools.to()} className={buttonVariants()}>
          {t.toolsLink}
        </Link>
      </div>
    </Panel>
  );
}
