import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_PATH_PREFIX, type PutUrlSigner } from './signed-put-url.ts';
import { assertStorageKey, type Storage } from './storage.ts';

/**
 * Files under one directory (STORAGE_DIR, default DATA_DIR/files). Bytes are written to a
 * temporary name and renamed, so a reader never sees half a file and a refused upload leaves
 * nothing behind.
 */
export function createLocalStorage(options: { root: string; signer: PutUrlSigner; base: string }): Storage {
  const root = resolve(options.root);

  function pathOf(key: string): string {
    assertStorageKey(key);
    const path = join(root, key);
    // The key pattern already rules out '..'; this keeps it true if the pattern ever loosens.
    const rel = relative(root, path);
    if (rel.startsWith('..') || isAbsolute(rel)) throw new Error(`storage key escapes the root: ${key}`);
    return path;
  }

  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
      try {
        if (body instanceof Uint8Array) await writeFile(partial, body);
        else await pipeline(body, createWriteStream(partial));
        const { size } = await stat(partial);
        await rename(partial, path);
        return size;
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async get(key) {
      const path = pathOf(key);
      if ((await sizeOf(path)) === undefined) return undefined;
      return createReadStream(path) as Readable;
    },

    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      // Exports live one to a folder (exports/<task>/file.pdf): an emptied folder goes with its file.
      if (dirname(path) !== root) await rmdir(dirname(path)).catch(() => undefined);
    },

    exists: async (key) => (await sizeOf(pathOf(key))) !== undefined,

    size: (key) => sizeOf(pathOf(key)),

    async move(from, to) {
      const target = pathOf(to);
      await mkdir(dirname(target), { recursive: true });
      // One rename: a PUT still arriving renames its own temporary file to `from` afterwards.
      await rename(pathOf(from), target);
    },

    /** The server's own upload route (receive-upload.ts), which writes to `stagingKey(key)`; `base` is http/fetch-base.ts's. */
    async signedPutUrl(key, expiresAt) {
      assertStorageKey(key);
      const expires = Math.floor(expiresAt.getTime() / 1000);
      return `${options.base}${UPLOAD_PATH_PREFIX}${key}?expires=${expires}&sig=${options.signer.sign(key, expires)}`;
    },
  };
}

async function sizeOf(path: string): Promise<number | undefined> {
  try {
    const file = await stat(path);
    return file.isFile() ? file.size : undefined;
  } catch {
    return undefined;
  }
}
