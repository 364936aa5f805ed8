import { useLocation } from 'wouter';
import { messages } from '#shared/messages/parent-screens.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useDocumentTitle } from '#web/lib/hooks.ts';
import { paths } from '#web/lib/paths.ts';
import { SiteLayout } from '../layouts/site-layout.tsx';

export default function NotFoundRoute() {
  useDocumentTitle(messages.notFound.title);
  const [, navigate] = useLocation();
  return (
    <SiteLayout>
      <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-20 text-center">
        <p
          className="text-8xl font-black tracking-tighter text-primary italic dark:text-volt"
          aria-hidden="true"
        >
          404
        </p>
        <h1 className="text-3xl font-extrabold tracking-tight">{messages.notFound.title}</h1>
        <p className="text-muted-foreground">{messages.notFound.text}</p>
        <Button size="lg" onClick={() => navigate(paths.home.to())}>
          {messages.common.backToHome}
        </Button>
      </div>
    </SiteLayout>
  );
}
