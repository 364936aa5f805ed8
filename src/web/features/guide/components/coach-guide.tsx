/**
 * The coach guide (docs/product.md#coach-guide): six steps and an FAQ that describe what TapIn
 * really does, links to the roster upload, the dashboard and the QR generator, and
 * "Copy instructions" (the whole guide as text).
 */
import { useId } from 'react';
import { Link } from 'wouter';
import { messages } from '#shared/messages.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ArrowRightIcon, CopyIcon } from '#web/components/ui/staff-icons.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { cn } from '#web/lib/cn.ts';
import { useDocumentTitle } from '#web/lib/hooks.ts';
import { paths } from '#web/lib/paths.ts';
import { copyText } from '../lib/clipboard.ts';
import { guideAsText } from '../lib/guide-text.ts';

const t = messages.coachGuide;

type StepLink = NonNullable<(typeof t.steps)[number]['link']>;

const stepLinks: Record<StepLink, { href: string; label: string }> = {
  signIn: { href: paths.coach.login.to(), label: t.signInLink },
  tools: { href: paths.coach.tools.to(), label: t.toolsLink },
  roster: { href: paths.coach.roster.to(), label: t.rosterLink },
  qr: { href: paths.admin.qr.to(), label: t.qrLink },
  dashboard: { href: paths.coach.dashboard.to(), label: t.dashboardLink },
};

const quickLinks = [stepLinks.roster, stepLinks.dashboard, stepLinks.qr];

export function CoachGuide() {
  useDocumentTitle(t.title);
  const stepsHeadingId = useId();
  const faqHeadingId = useId();
  const seasonHeadingId = useId();
  const linksHeadingId = useId();

  async function onCopy() {
    const origin = window.location.origin;
    const text = guideAsText({
      title: `${messages.brand.name} ${t.title}`,
      steps: t.steps,
      stepLabel: t.step,
      sectionHeading: t.seasonHeading,
      section: t.season,
      faqHeading: t.faqHeading,
      faq: t.faq,
      links: [stepLinks.signIn, ...quickLinks, stepLinks.tools].map((link) => ({
        label: link.label,
        url: `${origin}${link.href}`,
      })),
    });
    try {
      await copyText(text);
      toast({ title: t.copied, variant: 'success' });
    } catch {
      toast({ title: t.copyFailed, description: t.copyFailedText, variant: 'destructive' });
    }
  }

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex max-w-2xl flex-col gap-2">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t.title}</h1>
          <p className="text-lg text-muted-foreground">{t.intro}</p>
        </div>
        <Button
          variant="secondary"
          className="self-start sm:self-auto"
          onClick={() => void onCopy()}
        >
          <CopyIcon />
          {t.copyInstructions}
        </Button>
      </header>

      <nav aria-labelledby={linksHeadingId} className="flex flex-col gap-3">
        <h2
          id={linksHeadingId}
          className="text-sm font-bold tracking-wide text-muted-foreground uppercase"
        >
          {t.linksHeading}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {quickLinks.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="group flex min-h-14 items-center justify-between gap-3 rounded-2xl border border-border bg-card px-4 py-3 font-bold shadow-sm transition-colors hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {link.label}
                <ArrowRightIcon className="text-primary transition-transform group-hover:translate-x-0.5 dark:text-volt" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby={stepsHeadingId} className="flex flex-col gap-4">
        <h2 id={stepsHeadingId} className="text-2xl font-extrabold tracking-tight">
          {t.stepsHeading}
        </h2>
        <ol className="flex flex-col gap-4">
          {t.steps.map((step, index) => {
            const link = step.link ? stepLinks[step.link] : null;
            return (
              <li key={step.title}>
                <Card className="flex gap-4 p-5 sm:p-6">
                  <span
                    aria-hidden="true"
                    className="flex size-10 shrink-0 items-center justify-center rounded-full bg-volt text-lg font-black text-volt-foreground"
                  >
                    {index + 1}
                  </span>
                  <div className="flex min-w-0 flex-col gap-2">
                    <h3 className="text-lg font-bold leading-tight">
                      <span className="sr-only">{t.step(index + 1)}: </span>
                      {step.title}
                    </h3>
                    <p className="text-muted-foreground">{step.text}</p>
                    {link ? (
                      <Link
                        href={link.href}
                        className={cn(
                          buttonVariants({ variant: 'link', size: 'sm' }),
                          '-ml-3 self-start',
                        )}
                      >
                        {link.label}
                        <ArrowRightIcon className="size-4" />
                      </Link>
                    ) : null}
                  </div>
                </Card>
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby={seasonHeadingId} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id={seasonHeadingId} className="text-2xl font-extrabold tracking-tight">
            {t.seasonHeading}
          </h2>
          <p className="text-muted-foreground">{t.seasonIntro}</p>
        </div>
        <Card className="divide-y divide-border overflow-hidden">
          {t.season.map((topic) => (
            <div key={topic.title} className="flex flex-col gap-1.5 px-5 py-4 sm:px-6">
              <h3 className="font-bold">{topic.title}</h3>
              <p className="text-muted-foreground">{topic.text}</p>
            </div>
          ))}
        </Card>
      </section>

      <section aria-labelledby={faqHeadingId} className="flex flex-col gap-4">
        <h2 id={faqHeadingId} className="text-2xl font-extrabold tracking-tight">
          {t.faqHeading}
        </h2>
        <Card className="divide-y divide-border overflow-hidden">
          {t.faq.map((item) => (
            <details key={item.q} className="group">
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 font-semibold marker:hidden hover:bg-muted/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:px-6 [&::-webkit-details-marker]:hidden">
                {item.q}
                <span
                  aria-hidden="true"
                  className="text-xl leading-none text-muted-foreground transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <p className="px-5 pb-5 text-muted-foreground sm:px-6">{item.a}</p>
            </details>
          ))}
        </Card>
      </section>
    </div>
  );
}
