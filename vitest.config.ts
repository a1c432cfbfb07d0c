import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { serveFonts } from './scripts/serve-fonts-plugin.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';

/** Pre-bundled up front: discovering them mid-run makes Vite reload the page and fail a test. */
const BROWSER_DEPS = ['harfbuzzjs', 'linebreak', 'bidi-js', 'zod', 'yoga-layout'];

/**
 * Two projects, one suite: `*.test.ts` runs in Node; `*.backend.test.ts` runs in Node
 * *and* in headless Chromium, so the renderer is tested on every backend it claims
 * (the Konva habit, see STYLE.md). Setup files inject each environment's canvas and fonts,
 * and in Node poppler to read PDFs back: a drawing test draws through
 * `drawingBackends()` (packages/renderer/src/backends/testing.ts) and asserts the same of the
 * canvas backend on @napi-rs/canvas and the PDF backend in Node, and of the canvas backend
 * on Chromium's canvas.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
          exclude: ['**/*.browser.test.ts', '**/node_modules/**'],
          setupFiles: ['./scripts/test-env.node.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [serveFonts()],
        optimizeDeps: { include: BROWSER_DEPS },
        test: {
          name: 'chromium',
          include: ['packages/*/src/**/*.backend.test.ts', 'packages/*/src/**/*.browser.test.ts'],
          setupFiles: ['./scripts/test-env.browser.ts'],
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
