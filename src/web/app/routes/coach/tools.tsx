/**
 * /coach/tools?tab= (docs/product.md#coach-tools): five tabs, Events by default. The router's
 * staff guard has already let only a coach or an admin in. The open tab rides in the
 * address, so a reload or a shared link opens the same one.
 */
import { useLocation, useSearch } from 'wouter';
import { messages } from '#shared/messages.ts';
import { StaffLayout } from '#web/app/layouts/staff-layout.tsx';
import { PageLinks } from '#web/components/page-links.tsx';
import {
  CalendarIcon,
  ReportIcon,
  SheetIcon,
  UploadIcon,
  UsersGroupIcon,
} from '#web/components/ui/staff-icons.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { EventsPanel } from '#web/features/events/components/events-panel.tsx';
import { WithEvents } from '#web/features/events/components/with-events.tsx';
import { ReportsPanel } from '#web/features/reports/components/reports-panel.tsx';
import { CsvUploadPanel } from '#web/features/rosters/components/csv-upload-panel.tsx';
import { SheetsPanel } from '#web/features/sheets/components/sheets-panel.tsx';
import { TeamsPanel } from '#web/features/teams/components/teams-panel.tsx';
import { useDocumentTitle } from '#web/lib/hooks.ts';
import { paths } from '#web/lib/paths.ts';

const t = messages.coachTools;

const tabs = [
  { value: 'events', label: t.tabs.events, icon: <CalendarIcon /> },
  { value: 'teams', label: t.tabs.teams, icon: <UsersGroupIcon /> },
  { value: 'csv', label: t.tabs.csv, icon: <UploadIcon /> },
  { value: 'sheets', label: t.tabs.sheets, icon: <SheetIcon /> },
  { value: 'reports', label: t.tabs.reports, icon: <ReportIcon /> },
] as const;
type TabValue = (typeof tabs)[number]['value'];

function isTab(value: string | null): value is TabValue {
  return tabs.some((tab) => tab.value === value);
}

export default function CoachToolsRoute() {
  useDocumentTitle(t.title);
  const search = useSearch();
  const [, navigate] = useLocation();
  const requested = new URLSearchParams(search).get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'events';

  return (
    <StaffLayout>
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
        <ToolsHeader />
        <Tabs
          value={tab}
          onValueChange={(value) =>
            navigate(paths.coach.tools.to({ tab: value === 'events' ? undefined : value }), {
              replace: true,
            })
          }
          className="flex flex-col gap-6"
        >
          <TabsList aria-label={t.tabsLabel} className="grid grid-cols-5 gap-1 sm:flex">
            {tabs.map((item) => (
              <TabsTrigger
                key={item.value}
                value={item.value}
                className="min-h-14 min-w-0 flex-col gap-1 px-0.5 text-center text-xs leading-tight sm:min-h-11 sm:flex-1 sm:flex-row sm:gap-2 sm:px-3 sm:text-base sm:whitespace-nowrap"
              >
                {item.icon}
                {item.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent forceMount value="events">
            <EventsPanel />
          </TabsContent>
          <TabsContent forceMount value="teams">
            <TeamsPanel />
          </TabsContent>
          <TabsContent forceMount value="csv">
            <WithEvents>{(events) => <CsvUploadPanel events={events} />}</WithEvents>
          </TabsContent>
          <TabsContent forceMount value="sheets">
            <WithEvents>{(events) => <SheetsPanel events={events} />}</WithEvents>
          </TabsContent>
          <TabsContent forceMount value="reports">
            <WithEvents>{(events) => <ReportsPanel events={events} />}</WithEvents>
          </TabsContent>
        </Tabs>
      </div>
    </StaffLayout>
  );
}

function ToolsHeader() {
  return (
    <header className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t.title}</h1>
        <p className="text-muted-foreground">{t.intro}</p>
      </div>
      <PageLinks
        label={t.navLabel}
        links={[
          { href: paths.coach.dashboard.to(), text: t.dashboardLink },
          { href: paths.home.to(), text: t.homeLink },
        ]}
      />
    </header>
  );
}
