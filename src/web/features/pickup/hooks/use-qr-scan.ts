/**
 * The camera in pickup mode: while scanning, frames go to the QR reader (lib/qr-detector)
 * every 200 ms and the first pickup QR found is handed over, which stops the scan. No
 * camera or no reader stops it too and says so. The reader loads as soon as the dialog
 * opens, so the first scan starts at once and the service worker holds the .wasm before the
 * tablet loses its signal.
 */
import { useEffect, useRef, useState } from 'react';
import { readPickupQr } from '#shared/pickup.ts';
import { canScan, loadQrDetector } from '../lib/qr-detector.ts';

export function useQrScan(onQr: (qr: string) => Promise<void>, onUnavailable: () => void) {
  const [isScanning, setScanning] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (canScan()) void loadQrDetector().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!isScanning) return;
    let stream: MediaStream | null = null;
    let stopped = false;
    void (async () => {
      try {
        // The reader (native, or the polyfill and its .wasm on first use) and the camera at once.
        const [detector, camera] = await Promise.all([
          loadQrDetector(),
          navigator.mediaDevices.getUserMedia({
            video: { facingMode: 'environment' },
          }),
        ]);
        stream = camera;
        const video = videoRef.current;
        if (!video || stopped) {
          for (const track of camera.getTracks()) track.stop();
          return;
        }
        video.srcObject = stream;
        await video.play();
        while (!stopped) {
          const found = await detector.detect(video).catch(() => []);
          const payload = found.map((entry) => entry.rawValue).find((value) => readPickupQr(value));
          if (payload) {
            setScanning(false);
            await onQr(payload);
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      } catch {
        setScanning(false);
        onUnavailable();
      }
    })();
    return () => {
      stopped = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [isScanning, onQr, onUnavailable]);

  return { isScanning, toggle: () => setScanning((on) => !on), videoRef };
}
