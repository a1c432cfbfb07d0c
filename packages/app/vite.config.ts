import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { serveFonts } from '../../scripts/serve-fonts-plugin.ts';
import pkg from './package.json' with { type: 'json' };

export default defineConfig({
  plugins: [react(), serveFonts()],
  // §7: every call carries the build version and time.
  define: {
    __FOLIO_VERSION__: JSON.stringify(pkg.version),
    __FOLIO_BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  // `pnpm --filter @folio/app dev`: the app with hot reload, the API from a running `pnpm folio start`.
  server: {
    proxy: Object.fromEntries(['/api', '/api2', '/dev', '/translate', '/files', '^/image/u'].map((path) => [path, { target: process.env.FOLIO_API ?? 'http://localhost:3000', ws: true }])),
  },
  optimizeDeps: { include: ['harfbuzzjs', 'linebreak', 'bidi-js', 'yoga-layout'] },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 2000 },
});
