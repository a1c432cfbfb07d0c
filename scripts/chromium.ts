// The browser engine owns these; tests and the Playwright configuration read them here.
export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../packages/export-worker/src/browser/chromium.ts';
