/**
 * One-off: renders the square TapIn logo (1280 x 1280 PNG, transparent corners) to
 * src/web/public/tapin-logo.png with Debian's Chromium. The mark is the same drawing as
 * src/web/components/brand/logo.tsx, on a 100-unit grid scaled up.
 *
 *   node --import tsx scripts/render-logo.ts
 *   pngquant --quality=90-100 --speed 1 --force --ext .png src/web/public/tapin-logo.png
 *
 * (pngquant is Debian's; the result is about 237 KB, the size the download page states.)
 */
import path from 'node:path';
import { chromium } from '@playwright/test';

const SIZE = 1280;
const outFile = path.resolve(import.meta.dirname, '..', 'src', 'web', 'public', 'tapin-logo.png');

const svg = `
<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 1024 1024">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b1533"/>
      <stop offset="0.6" stop-color="#1f3bd6"/>
      <stop offset="1" stop-color="#3f8cff"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.78" cy="0.18" r="0.6">
      <stop offset="0" stop-color="#7fb2ff" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#7fb2ff" stop-opacity="0"/>
    </radialGradient>
    <clipPath id="tile"><rect width="1024" height="1024" rx="232"/></clipPath>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%">
      <feDropShadow dx="0" dy="14" stdDeviation="18" flood-color="#050b1f" flood-opacity="0.45"/>
    </filter>
  </defs>
  <g clip-path="url(#tile)">
    <rect width="1024" height="1024" fill="url(#bg)"/>
    <rect width="1024" height="1024" fill="url(#glow)"/>
    <!-- speed stripes -->
    <g stroke="#ffffff" stroke-opacity="0.06" stroke-width="46" stroke-linecap="round">
      <path d="M-60 980 L420 500"/>
      <path d="M60 1100 L620 540"/>
      <path d="M300 1180 L900 580"/>
    </g>
  </g>
  <g filter="url(#shadow)"><g transform="translate(179 70) scale(6.4)">
    <circle cx="71" cy="31" r="15" fill="none" stroke="#c8f031" stroke-opacity="0.6" stroke-width="3.5"/>
    <circle cx="71" cy="31" r="7.5" fill="#c8f031"/>
    <path d="M24 53 L41 69 L63 41" fill="none" stroke="#ffffff" stroke-width="11"
      stroke-linecap="round" stroke-linejoin="round"/>
  </g></g>
  <text x="512" y="800" text-anchor="middle" font-family="'Liberation Sans', 'Nimbus Sans', Arial, sans-serif"
    font-weight="700" font-style="italic" font-size="220" letter-spacing="-6" fill="#ffffff"
    filter="url(#shadow)">Tap<tspan fill="#c8f031">In</tspan></text>
  <text x="512" y="890" text-anchor="middle" font-family="'Liberation Sans', 'Nimbus Sans', Arial, sans-serif"
    font-weight="700" font-size="46" letter-spacing="10" fill="#ffffff" fill-opacity="0.82">SCAN. TAP. YOU'RE IN.</text>
</svg>`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE } });
  await page.setContent(
    `<!doctype html><html><body style="margin:0;background:transparent">${svg}</body></html>`,
  );
  await page.locator('svg').screenshot({ path: outFile, omitBackground: true });
  console.log(`Wrote ${outFile}`);
} finally {
  await browser.close();
}
