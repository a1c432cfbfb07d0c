import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { extname, isAbsolute, join, normalize, relative } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { FONT_URL_PREFIX, fontFilePath } from '@folio/renderer/node';

export interface StaticFiles {
  /** The built app (packages/app/dist). */
  appDir: string;
  /** Fixture decks and images, served for the renderer's parity checks. */
  fixturesDir: string;
}

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

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The app's files, the renderer's fonts under /fonts/ and the fixtures under /fixtures/
 * (/fixtures/decks/ lists the deck names). Any other GET outside the API loads the app shell,
 * because the app routes on the client.
 */
export function registerStaticFiles(app: FastifyInstance, files: StaticFiles): void {
  app.get(`${FONT_URL_PREFIX}*`, async (request, reply) => {
    let file: string;
    try {
      file = fontFilePath((request.params as { '*': string })['*']);
    } catch {
      return reply.code(404).type('text/plain').send('no such font');
    }
    return sendFile(reply, file, IMMUTABLE);
  });

  app.get('/fixtures/decks/', async (_request, reply) => {
    const names = (await readdir(join(files.fixturesDir, 'decks')))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -5))
      .sort();
    return reply.type(TYPES['.json']!).send(JSON.stringify(names));
  });

  app.get('/fixtures/*', async (request, reply) => {
    const file = inside(files.fixturesDir, (request.params as { '*': string })['*']);
    return file ? sendFile(reply, file, 'no-cache') : reply.code(404).type('text/plain').send('not found');
  });
}

/** For GET and HEAD requests no route took: an app file, else the app shell. */
export async function sendAppFile(reply: FastifyReply, files: StaticFiles, path: string): Promise<FastifyReply> {
  const file = inside(files.appDir, path === '/' ? 'index.html' : path.slice(1));
  if (file && (await isFile(file))) return sendFile(reply, file, path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
  return sendFile(reply, join(files.appDir, 'index.html'), 'no-cache');
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

async function sendFile(reply: FastifyReply, file: string, cacheControl: string): Promise<FastifyReply> {
  if (!(await isFile(file))) return reply.code(404).type('text/plain').send('not found');
  return reply
    .type(TYPES[extname(file)] ?? 'application/octet-stream')
    .header('cache-control', cacheControl)
    .send(createReadStream(file));
}
