import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { serveFonts } from '../../scripts/serve-fonts-plugin.ts';

export default defineConfig({
  plugins: [react(), serveFonts()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
});
