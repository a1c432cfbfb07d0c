/**
 * The browser engine, apart from the main entry so that servers and the native command line
 * do not load puppeteer.
 */
export { BrowserEngine, RENDER_PAGE_PATH, type BrowserEngineOptions } from './browser-engine.ts';
export { exportInBrowser } from './browser-export.ts';
export { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
