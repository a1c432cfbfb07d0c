import { readFile } from 'node:fs/promises';
import { extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { ProjectDocument } from '@folio/layout';
import { fontFilePath, FONT_URL_PREFIX } from '@folio/renderer/node';
import { launch, type Browser, type HTTPRequest, type Page } from 'puppeteer-core';

/** The app page that defines `window.folioRenderDeck` (PRODUCT.md §2 route). */
export const RENDER_PAGE_PATH = '/export-render';

/**
 * A made-up origin the engine answers itself: the built app, the renderer's fonts, the
 * deck and its images are served from disk through request interception, so the browser
 * path needs no running server and no network.
 */
const ORIGIN = 'http://folio.export';
const DECK_PREFIX = '/__deck/';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
};

export interface BrowserEngineOptions {
  /** The built app (packages/app/dist). */
  appDir: string;
  executablePath: string;
  args: string[];
}

/**
 * The browser path: headless Chromium drawing a deck with the app's own renderer on the
 * app's export page. It is the reference the native export is measured against and a
 * fallback; it produces PNGs (the `images` and `image` formats).
 */
export class BrowserEngine {
  private deck: { json: string; path: string; root: string } | undefined;

  private constructor(
    private readonly browser: Browser,
    private readonly page: Page,
    private readonly appDir: string,
  ) {}

  static async launch(options: BrowserEngineOptions): Promise<BrowserEngine> {
    const browser = await launch({ executablePath: options.executablePath, args: options.args, headless: true });
    try {
      const page = await browser.newPage();
      const engine = new BrowserEngine(browser, page, resolve(options.appDir));
      await page.setRequestInterception(true);
      page.on('request', (request) => void engine.answer(request));
      await page.goto(`${ORIGIN}${RENDER_PAGE_PATH}`, { waitUntil: 'load' });
      await page.waitForFunction(() => typeof window.folioRenderDeck === 'function', { timeout: 30_000 });
      return engine;
    } catch (error) {
      await browser.close();
      throw error;
    }
  }

  /**
   * Every page of the deck as PNG bytes at `scale`. Images resolve against `baseDir` and may
   * not leave `root`. The deck is served at its own place under `root`
   * (`/__deck/decks/deck.json` for `root/decks`), so a path that climbs out of its folder
   * (`../assets/a.jpg`, as the fixtures and fixtures/README.md have it) lands on the file it
   * names instead of outside the deck's URL space.
   */
  async renderPngs(doc: ProjectDocument, files: { baseDir: string; root: string }, scale: number): Promise<Buffer[]> {
    const root = resolve(files.root);
    const folder = relative(root, resolve(files.baseDir));
    if (folder.startsWith('..') || isAbsolute(folder)) throw new Error(`the deck folder ${files.baseDir} is outside ${files.root}`);
    const path = `${DECK_PREFIX}${folder ? `${folder.split(sep).map(encodeURIComponent).join('/')}/` : ''}deck.json`;
    this.deck = { json: JSON.stringify(doc), path, root };
    const urls = await this.page.evaluate((url, pageScale) => window.folioRenderDeck!(url, pageScale), path, scale);
    return urls.map((url) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'));
  }

  close(): Promise<void> {
    return this.browser.close();
  }

  private async answer(request: HTTPRequest): Promise<void> {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return request.continue();
    if (url.origin !== ORIGIN) return request.abort('blockedbyclient');
    try {
      const path = decodeURIComponent(url.pathname);
      const file = this.fileFor(path);
      if (file === 'deck') return request.respond({ status: 200, contentType: MIME['.json'], body: this.deck!.json });
      const body = await readFile(file);
      return request.respond({ status: 200, contentType: MIME[extname(file).toLowerCase()] ?? 'application/octet-stream', body });
    } catch {
      return request.respond({ status: 404, contentType: 'text/plain', body: 'not found' });
    }
  }

  private fileFor(path: string): string {
    if (path.startsWith(FONT_URL_PREFIX)) return fontFilePath(path.slice(FONT_URL_PREFIX.length));
    if (path.startsWith(DECK_PREFIX)) {
      const deck = this.deck!;
      if (path === decodeURIComponent(deck.path)) return 'deck';
      const file = resolve(deck.root, path.slice(DECK_PREFIX.length));
      const inside = relative(deck.root, file);
      if (inside.startsWith('..') || isAbsolute(inside)) throw new Error('outside the deck folder');
      return file;
    }
    const asset = resolve(this.appDir, `.${path}`);
    if (relative(this.appDir, asset).startsWith('..')) throw new Error('outside the app');
    // The app is a single-page app: any path without a file extension is its index page.
    return extname(path) ? asset : join(this.appDir, 'index.html');
  }
}
