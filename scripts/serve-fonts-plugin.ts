import { createReadStream } from 'node:fs';
import type { Plugin } from 'vite';
import { FONT_URL_PREFIX, fontFilePath } from '../packages/renderer/src/node/font-files.ts';

/** Serves the renderer's font files to the browser (vite dev server and vitest browser mode). */
export function serveFonts(): Plugin {
  return {
    name: 'folio-serve-fonts',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith(FONT_URL_PREFIX)) return next();
        try {
          const path = fontFilePath(decodeURIComponent(req.url.slice(FONT_URL_PREFIX.length).split('?')[0]!));
          res.setHeader('content-type', 'font/ttf');
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
          createReadStream(path).pipe(res);
        } catch {
          res.statusCode = 404;
          res.end();
        }
      });
    },
  };
}
