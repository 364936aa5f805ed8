import { useLocation } from 'wouter';
import { messages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useDocumentTitle } from '#web/lib/hooks.ts';
import { paths } from '#web/lib/paths.ts';
import { SiteLayout } from '../layouts/site-layout.tsx';

/** Stands in for a coach or admin screen that a later task builds. */
export function PlaceholderPage({ title }: { title: string }) {
  useDocumentTitle(title);
  const [, navigate] = useLocation();
  return (
    <SiteLayout>
      <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-20 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{messages.placeholder.text}</p>
        <Button variant="outline" onClick={() => navigate(paths.home.to())}>
          {messages.common.backToHome}
        </Button>
      </div>
    </SiteLayout>
  );
}
