/**
 * Pickup mode's QR scan: the camera's picture while scanning and the button that starts and
 * stops it; a browser with no camera API is told it cannot scan.
 */
import { messages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useQrScan } from '../hooks/use-qr-scan.ts';
import { canScan } from '../lib/qr-detector.ts';

const t = messages.pickup;

export function QrScan({
  onQr,
  onUnavailable,
}: {
  /** A pickup QR was read (the scan has stopped). */
  onQr: (qr: string) => Promise<void>;
  /** No camera or no reader (the scan has stopped). */
  onUnavailable: () => void;
}) {
  const scan = useQrScan(onQr, onUnavailable);
  if (!canScan()) return <p className="text-sm text-muted-foreground">{t.scanUnavailable}</p>;
  return (
    <div className="flex flex-col gap-2">
      {scan.isScanning ? (
        <video
          ref={scan.videoRef}
          className="aspect-video w-full rounded-xl bg-black"
          playsInline
          muted
        />
      ) : null}
      <Button variant="outline" onClick={scan.toggle}>
        {scan.isScanning ? t.scanStop : t.scan}
      </Button>
    </div>
  );
}
