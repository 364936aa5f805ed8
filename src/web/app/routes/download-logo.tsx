import Download from 'lucide-react/icons/download';
import { messages } from '#shared/messages/parent-screens.ts';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Icon } from '#web/components/ui/icon.tsx';
import { useDocumentTitle } from '#web/lib/hooks.ts';
import { assets } from '#web/lib/paths.ts';
import { SiteLayout } from '../layouts/site-layout.tsx';

const t = messages.logo;

export default function DownloadLogoRoute() {
  useDocumentTitle(t.title);
  return (
    <SiteLayout>
      <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-12 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight">{t.title}</h1>
        <Card className="w-full max-w-sm p-4">
          <div className="overflow-hidden rounded-xl bg-[conic-gradient(var(--muted)_25%,transparent_0_50%,var(--muted)_0_75%,transparent_0)] bg-[length:24px_24px]">
            <img
              src={assets.logoPng}
              alt={messages.brand.logoAlt}
              width={1280}
              height={1280}
              className="aspect-square w-full"
            />
          </div>
        </Card>
        <p className="text-muted-foreground">{t.description}</p>
        <a
          href={assets.logoPng}
          download={assets.logoFileName}
          className={buttonVariants({ size: 'lg' })}
        >
          <Icon icon={Download} strokeWidth={2.5} />
          {t.download}
        </a>
      </div>
    </SiteLayout>
  );
}
