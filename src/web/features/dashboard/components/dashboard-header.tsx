import { messages } from '#shared/messages.ts';
import { PageLinks } from '#web/components/page-links.tsx';
import { paths } from '#web/lib/paths.ts';
import { DashboardClock } from './dashboard-clock.tsx';

const t = messages.dashboard;

/** The title, the clock and the links to the other coach pages. */
export function DashboardHeader() {
  return (
    <header className="flex flex-col gap-4">
      <div className="flex items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t.title}</h1>
          <p className="text-muted-foreground">{t.intro}</p>
        </div>
        <DashboardClock />
      </div>
      <PageLinks
        label={t.navLabel}
        links={[
          { href: paths.coach.tools.to(), text: t.toolsLink },
          { href: paths.home.to(), text: t.homeLink },
          { href: paths.coach.login.to(), text: t.loginLink },
        ]}
      />
    </header>
  );
}
