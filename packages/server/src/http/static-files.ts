import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { extname, isAbsolute, join, normalize, relative } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { FONT_URL_PREFIX, fontFilePath } from '@folio/renderer/node';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { ANY_QUERY, defineRoute } from './define-route.ts';
import { sendAnswer, type FileAnswer } from './route-answers.ts';

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
/** The rest of the path after a wildcard route's prefix. */
const Rest = z.strictObject({ '*': z.string() });

/**
 * The app's files, the renderer's fonts under /fonts/ and the fixtures under /fixtures/
 * (/fixtures/decks/ lists the deck names). Any other GET outside the API loads the app shell,
 * because the app routes on the client.
 */
export function registerStaticFiles(app: FastifyInstance, ctx: AppContext, files: StaticFiles): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: `${FONT_URL_PREFIX}*`,
    auth: false,
    params: Rest,
    query: ANY_QUERY,
    answer: 'file',
    handler: async ({ params }) => {
      let file: string;
      try {
        file = fontFilePath(params['*']);
      } catch {
        return notFound('no such font');
      }
      return fileAnswer(file, IMMUTABLE);
    },
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: '/fixtures/decks/',
    auth: false,
    query: ANY_QUERY,
    answer: 'file',
    handler: async () => {
      const names = (await readdir(join(files.fixturesDir, 'decks')))
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -5))
        .sort();
      return { type: TYPES['.json']!, body: JSON.stringify(names) };
    },
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: '/fixtures/*',
    auth: false,
    params: Rest,
    query: ANY_QUERY,
    answer: 'file',
    handler: async ({ params }) => {
      const file = inside(files.fixturesDir, params['*']);
      return file ? fileAnswer(file, 'no-cache') : notFound('not found');
    },
  });
}

/** For GET and HEAD requests no route took: an app file, else the app shell. */
export async function sendAppFile(reply: FastifyReply, files: StaticFiles, path: string): Promise<FastifyReply> {
  const file = inside(files.appDir, path === '/' ? 'index.html' : path.slice(1));
  const found = file && (await isFile(file)) ? file : undefined;
  const answer = found ? await fileAnswer(found, path.startsWith('/assets/') ? IMMUTABLE : 'no-cache') : await fileAnswer(join(files.appDir, 'index.html'), 'no-cache');
  return sendAnswer(reply, { kind: 'file', answer });
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

async function fileAnswer(file: string, cacheControl: string): Promise<FileAnswer> {
  if (!(await isFile(file))) return notFound('not found');
  return { type: TYPES[extname(file)] ?? 'application/octet-stream', headers: { 'cache-control': cacheControl }, body: createReadStream(file) };
}

/** Files answer a missing one in plain text, as file servers do, not in the API's envelope. */
function notFound(text: string): FileAnswer {
  return { status: 404, type: 'text/plain', body: text };
}
