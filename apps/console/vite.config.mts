// Vite configuration of the console: a static single-page app served by the gateway under
// /console (base), built into dist/console at the repository root. In development (npm run
// console:dev) the /v1 API is proxied to a gateway on port 3000.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
const GATEWAY = process.env.CONSOLE_DEV_GATEWAY ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: here('.'),
  base: '/console/',
  plugins: [react()],
  resolve: { alias: { '@': here('./src') } },
  build: {
    outDir: here('../../dist/console'),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
  },
  server: {
    port: 5173,
    proxy: {
      '/v1': {
        target: GATEWAY,
        changeOrigin: true,
        // The gateway refuses changes whose Origin is not its own (CSRF defence); the dev server
        // is another origin, so the proxy presents the gateway's. Development only.
        configure: (proxy) => {
          proxy.on('proxyReq', (request) => {
            if (request.getHeader('origin')) request.setHeader('origin', GATEWAY);
          });
        },
      },
    },
  },
});
