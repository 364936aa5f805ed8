import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { type Manifest, parentDeferredFiles, parentFiles } from './scripts/parent-bundle.ts';
import { precompileMessages } from './src/shared/i18n/vite-plugin.ts';
import { STAFF_SHELL_URL } from './src/shared/page-policy.ts';

const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));
/** The API server `npm start` runs; the dev server forwards /api and /dev to it. */
const apiOrigin = 'http://localhost:3000';

const toApi: ProxyOptions = {
  target: apiOrigin,
  // The server checks Origin on every state-changing request against PUBLIC_URL:
  // present the proxied requests as coming from the API's own origin.
  configure: (proxy) => {
    proxy.on('proxyReq', (proxyReq) => {
      if (proxyReq.getHeader('origin')) proxyReq.setHeader('origin', apiOrigin);
    });
  },
};

/**
 * The service worker precaches the parent's app shell only (index.html and what /check-in
 * loads up front or right after its first paint, decision 022): a parent's phone downloads
 * no coach code in the background. Other hashed files are cached by the worker when first used.
 * The document is kept twice, once with each page policy (decision 057).
 */
const precacheParentShell = async <Entry extends { url: string }>(entries: Entry[]) => {
  const manifest = JSON.parse(
    readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const keep = new Set([
    'index.html',
    'favicon.svg',
    ...parentFiles(manifest),
    ...parentDeferredFiles(manifest),
  ]);
  const shell = entries.filter((entry) => keep.has(entry.url));
  // The same index.html once more, under a staff page's address: the server sends it there
  // with the staff policy (decision 057), and the worker answers staff pages with that copy.
  const index = entries.find((entry) => entry.url === 'index.html');
  if (!index) throw new Error('The build has no index.html to precache.');
  return {
    manifest: [...shell, { ...index, url: STAFF_SHELL_URL.slice(1) }],
    warnings: [],
  };
};

/**
 * Writes a .br and a .gz next to every text file of the build, once, at build time; the
 * server sends them to browsers that accept them (@fastify/static `preCompressed`). The
 * parent's JavaScript crosses a weak mobile link at a third of its size (decision 022).
 */
function precompress(): Plugin {
  return {
    name: 'tapin-precompress',
    apply: 'build',
    closeBundle: {
      order: 'post',
      handler() {
        const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
        for (const file of files) {
          // .wasm: pickup mode's QR reader (about 1 MB, a third of it compressed).
          if (!/\.(js|css|html|svg|json|wasm)$/.test(file)) continue;
          const full = path.join(outDir, file);
          const data = readFileSync(full);
          if (data.length < 1024) continue;
          writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
          writeFileSync(
            `${full}.br`,
            brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }
      },
    },
  };
}

export default defineConfig({
  root: 'src/web',
  plugins: [
    // ICU texts compiled at build time: no message parser in the browser (decision 025).
    precompileMessages(),
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg}'],
        manifestTransforms: [precacheParentShell],
        rollupFormat: 'iife',
      },
    }),
    precompress(),
  ],
  resolve: {
    // Preact's React-compatible layer instead of react-dom (decision 022): about 10 KB
    // gzipped instead of about 60, for the parent's phone on one bar of signal.
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir,
    emptyOutDir: true,
    // scripts/bundle-size.ts reads the manifest to measure what each entry loads.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // What /check-in loads up front is one file: left alone, Rolldown puts every module
        // the entry shares with a lazy chunk (Preact, TanStack Query's core, the router, the
        // parent texts…) in a common chunk of its own, named after one of its modules
        // ("query-keys", "cx", "public"…): 13 files, each gzipped on its own, 4 KB more than
        // the same code in one file, and more requests on a slow link.
        codeSplitting: {
          groups: [{ name: 'parent', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': toApi, '/dev': toApi },
  },
});
