import BookText from 'lucide-react/icons/book-text';
import ChartColumn from 'lucide-react/icons/chart-column';
import QrCode from 'lucide-react/icons/qr-code';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { messages } from '#shared/messages/parent-screens.ts';
import { LogoMark } from '#web/components/brand/logo.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Icon } from '#web/components/ui/icon.tsx';
import { useDocumentTitle } from '#web/lib/hooks.ts';
import { paths } from '#web/lib/paths.ts';
import { SiteLayout } from '../layouts/site-layout.tsx';

const t = messages.home;

export default function HomeRoute() {
  useDocumentTitle('');
  const [, navigate] = useLocation();
  return (
    <SiteLayout>
      <section className="bg-brand-gradient text-white">
        <div className="mx-auto flex max-w-5xl flex-col items-start gap-6 px-4 py-12 sm:px-6 sm:py-16 md:flex-row md:items-center md:justify-between">
          <div className="flex max-w-2xl flex-col gap-4">
            <p className="text-sm font-bold tracking-[0.2em] text-volt uppercase">{t.intro}</p>
            <h1 className="text-5xl leading-none font-black tracking-tight text-balance italic sm:text-6xl">
              {messages.brand.tagline}
            </h1>
            <p className="text-lg text-white/85">{t.lead}</p>
          </div>
          <LogoMark className="hidden size-40 shrink-0 drop-shadow-2xl md:block" />
        </div>
      </section>

      <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-10 sm:px-6">
        <nav aria-label={t.quickLinks}>
          <ul className="grid gap-4 sm:grid-cols-3">
            <QuickLink
              to={paths.coach.guide.to()}
              title={t.coachGuide}
              text={t.coachGuideText}
              icon={<Icon icon={BookText} className="size-6" />}
            />
            <QuickLink
              to={paths.coach.dashboard.to()}
              title={t.coachDashboard}
              text={t.coachDashboardText}
              icon={<Icon icon={ChartColumn} className="size-6" />}
            />
            <QuickLink
              to={paths.admin.qr.to()}
              title={t.generateQr}
              text={t.generateQrText}
              icon={<Icon icon={QrCode} className="size-6" />}
            />
          </ul>
        </nav>

        <div className="grid gap-6 md:grid-cols-2">
          <Card className="flex flex-col gap-4 p-6">
            <h2 className="text-2xl font-extrabold tracking-tight">{t.coachHeading}</h2>
            <p className="text-muted-foreground">{t.coachNote}</p>
            <Button
              size="lg"
              className="mt-auto w-full sm:w-auto sm:self-start"
              onClick={() => navigate(paths.coach.login.to())}
            >
              {t.coachSignUp}
            </Button>
          </Card>
          <Card className="flex flex-col gap-4 p-6">
            <h2 className="text-2xl font-extrabold tracking-tight">{t.parentHeading}</h2>
            <p className="text-muted-foreground">{t.parentText}</p>
            <ol className="mt-auto grid grid-cols-3 gap-2 text-center text-sm font-bold">
              {t.parentSteps.map((step, index) => (
                <li
                  key={step}
                  className="flex flex-col items-center gap-2 rounded-xl bg-muted px-2 py-3"
                >
                  <span className="flex size-8 items-center justify-center rounded-full bg-volt text-volt-foreground">
                    {index + 1}
                  </span>
                  {step}
                </li>
              ))}
            </ol>
          </Card>
        </div>
      </div>
    </SiteLayout>
  );
}

function QuickLink({
  to,
  title,
  text,
  icon,
}: {
  to: string;
  title: string;
  text: string;
  icon: ReactNode;
}) {
  return (
    <li>
      <Link
        href={to}
        className="group flex h-full flex-col gap-3 rounded-2xl border border-border bg-card p-5 shadow-sm transition-all hover:-translate-y-0.5 hover:border-primary hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background dark:hover:border-volt"
      >
        <span
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-xl bg-secondary text-secondary-foreground group-hover:bg-primary group-hover:text-primary-foreground"
        >
          {icon}
        </span>
        <span className="text-lg font-bold">{title}</span>
        <span className="text-sm text-muted-foreground">{text}</span>
      </Link>
    </li>
  );
}
