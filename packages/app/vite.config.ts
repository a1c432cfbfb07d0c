import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { serveFonts } from '../../scripts/serve-fonts-plugin.ts';

export default defineConfig({
  plugins: [react(), serveFonts()],
  optimizeDeps: { include: ['harfbuzzjs', 'linebreak', 'bidi-js', 'yoga-layout'] },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 2000 },
});
