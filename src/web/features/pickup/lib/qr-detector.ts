/**
 * A QR reader for pickup mode (issue 26): the browser's BarcodeDetector where there is one
 * (Chrome on Android and macOS), else the `barcode-detector` polyfill over ZXing's
 * WebAssembly (iPad Safari, Chromium on Linux and Windows). The polyfill and its .wasm load
 * only then, on first use, and the .wasm is TapIn's own file (a hashed asset of the build,
 * cached by the service worker once fetched), never a CDN's: the CSP allows no other host,
 * and a tablet that scanned once keeps scanning offline. Compiling it needs
 * 'wasm-unsafe-eval' in script-src, which a staff page's policy alone allows (src/server/app.ts,
 * decision 057).
 */

export type QrDetector = { detect(source: CanvasImageSource): Promise<{ rawValue: string }[]> };
type DetectorClass = new (options: { formats: string[] }) => QrDetector;

let loading: Promise<QrDetector> | null = null;

/** The browser's own detector, if it has one that reads QR codes. */
async function nativeDetector(): Promise<QrDetector | null> {
  const Native = (
    window as unknown as {
      BarcodeDetector?: DetectorClass & {
        getSupportedFormats?: () => Promise<string[]>;
      };
    }
  ).BarcodeDetector;
  if (!Native) return null;
  const formats = await Native.getSupportedFormats?.().catch((): string[] => []);
  if (formats && !formats.includes('qr_code')) return null;
  return new Native({ formats: ['qr_code'] });
}

async function polyfillDetector(): Promise<QrDetector> {
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  // Instantiated now, so a missing .wasm shows as "scan unavailable", not a silent camera.
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? wasmUrl : prefix + path,
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}

/** One reader for the page's life, loaded on first use (a failed load is tried again). */
export function loadQrDetector(): Promise<QrDetector> {
  loading ??= nativeDetector()
    .then((native) => native ?? polyfillDetector())
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** Whether this browser can film at all (no camera API: no scan button). */
export const canScan = () =>
  typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
