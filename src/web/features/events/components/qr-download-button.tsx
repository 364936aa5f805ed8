/**
 * The events table's QR Code button: downloads '{event name}-qr-code.png'
 * (docs/product.md#tools-events, #limits).
 */
import { messages } from '#shared/messages.ts';
import type { TapInEvent } from '#shared/schemas.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { QrIcon } from '#web/components/ui/staff-icons.tsx';
import { IconButton } from '#web/components/ui/tooltip.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useDownloadEventQr } from '../api/download-event-qr.ts';

const t = messages.coachTools;

export function QrDownloadButton({ event }: { event: TapInEvent }) {
  const download = useDownloadEventQr();

  async function onClick() {
    try {
      await download.mutateAsync(event);
      toast({ title: t.qrDownloaded, description: event.name, variant: 'success' });
    } catch (error) {
      toast({
        title: t.errorTitle,
        description: errorMessage(error, t.failedQr),
        variant: 'destructive',
      });
    }
  }

  return (
    <IconButton
      variant="outline"
      size="sm"
      label={t.qrCodeFor(event.name)}
      disabled={download.isPending}
      aria-busy={download.isPending || undefined}
      onClick={() => void onClick()}
      className="px-3"
    >
      {download.isPending ? <Spinner /> : <QrIcon />}
      <span className="hidden sm:inline">{t.qrCode}</span>
    </IconButton>
  );
}
