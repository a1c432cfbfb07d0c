import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.ts';

/**
 * End-to-end tests of the app against the real server (`pnpm folio start`, throwaway data).
 * One worker: the machines have two cores and the server is one process.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  globalSetup: './global-setup.ts',
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../../../out/e2e-results',
  use: {
    baseURL: process.env.FOLIO_E2E_URL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1440, height: 900 },
    trace: 'off',
  },
});
