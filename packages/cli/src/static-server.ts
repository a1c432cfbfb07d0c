import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, relative, isAbsolute } from 'node:path';
import { FONT_URL_PREFIX, fontFilePath } from '@folio/renderer/node';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.ttf': 'font/ttf',
};

export interface StaticServerOptions {
  appDir: string;
  fixturesDir: string;
}

/**
 * Serves the built app, the renderer's fonts and the fixture decks — what the product is
 * until the API server exists (the API issue replaces this with the real server).
 */
export function createStaticServer(options: StaticServerOptions): Server {
  return createServer((req, res) => {
    handle(req, res, options).catch(() => send(res, 500, 'text/plain', 'internal error'));
  });
}

async function handle(req: IncomingMessage, res: ServerResponse, options: StaticServerOptions): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = decodeURIComponent(url.pathname);
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain', 'method not allowed');
  if (path.startsWith(FONT_URL_PREFIX)) {
    let file: string;
    try {
      file = fontFilePath(path.slice(FONT_URL_PREFIX.length));
    } catch {
      return send(res, 404, 'text/plain', 'no such font');
    }
    return sendFile(res, file, 'public, max-age=31536000, immutable');
  }
  if (path === '/fixtures/decks/') {
    const names = (await readdir(join(options.fixturesDir, 'decks'))).filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -5)).sort();
    return send(res, 200, TYPES['.json']!, JSON.stringify(names));
  }
  if (path.startsWith('/fixtures/')) {
    const file = inside(options.fixturesDir, path.slice('/fixtures/'.length));
    return file ? sendFile(res, file, 'no-cache') : send(res, 404, 'text/plain', 'not found');
  }
  const file = inside(options.appDir, path === '/' ? 'index.html' : path.slice(1));
  if (file && (await isFile(file))) return sendFile(res, file, path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
  // Client-side routes all load the app shell.
  return sendFile(res, join(options.appDir, 'index.html'), 'no-cache');
}

function inside(root: string, path: string): string | undefined {
  const full = join(root, normalize(path));
  const rel = relative(root, full);
  return rel.startsWith('..') || isAbsolute(rel) ? undefined : full;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function sendFile(res: ServerResponse, file: string, cacheControl: string): Promise<void> {
  if (!(await isFile(file))) return send(res, 404, 'text/plain', 'not found');
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': cacheControl });
  createReadStream(file).pipe(res);
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
}
