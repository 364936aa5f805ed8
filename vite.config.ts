import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

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

export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss()],
  build: {
    outDir,
    emptyOutDir: true,
    // scripts/bundle-size.ts reads the manifest to measure what each entry loads.
    manifest: true,
    target: 'es2022',
  },
  server: {
    proxy: { '/api': toApi, '/dev': toApi },
  },
});
