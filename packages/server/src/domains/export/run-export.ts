import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { ProjectDocument } from '@folio/layout';
import { exportDocument } from '@folio/export-worker';
import type { Storage } from '../storage/storage.ts';
import { isStorageKey } from '../storage/storage.ts';
import type { ExportOutput, ExportTaskRow } from './export-task.ts';

/** Images stored by Folio are referenced by their download path, `/files/<key>` or a full URL ending in it. */
const STORED = /^(?:https?:\/\/[^/]+)?\/files\/([A-Za-z0-9][A-Za-z0-9/_.-]*)$/;

/**
 * Makes the file of one export task: the document as it was when Export was pressed, its
 * stored images read from storage (never from the network or the server's disk), through the
 * same renderer the editor draws with.
 */
export function exportExecutor(storage: Storage): (task: ExportTaskRow) => Promise<ExportOutput> {
  return async (task) => {
    const doc = await inlineStoredImages(ProjectDocument.parse(task.doc), storage);
    // An empty directory as the root of local paths: a project cannot make the worker read files.
    const empty = await mkdtemp(join(tmpdir(), 'folio-export-'));
    try {
      const scale = typeof task.options.scale === 'number' ? task.options.scale : undefined;
      const result = await exportDocument(doc, { format: task.type, ...(scale ? { scale } : {}), baseDir: empty, root: empty, badge: task.options.badge === true });
      return { bytes: result.bytes, fileName: result.fileName, mime: result.mime };
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  };
}

async function inlineStoredImages(doc: ProjectDocument, storage: Storage): Promise<ProjectDocument> {
  const sources = new Set<string>();
  JSON.stringify(doc, (key, value) => {
    if ((key === 'src' || key === 'image' || key === 'poster' || key === 'imgUrl') && typeof value === 'string' && STORED.test(value)) sources.add(value);
    return value;
  });
  const inlined = new Map<string, string>();
  await Promise.all(
    [...sources].map(async (src) => {
      const key = STORED.exec(src)![1]!;
      if (!isStorageKey(key)) return;
      const stream = await storage.get(key);
      if (!stream) return;
      const bytes = await buffer(stream);
      inlined.set(src, `data:${sniffImage(bytes)};base64,${bytes.toString('base64')}`);
    }),
  );
  if (inlined.size === 0) return doc;
  return JSON.parse(JSON.stringify(doc), (_key, value) => (typeof value === 'string' && inlined.has(value) ? inlined.get(value) : value)) as ProjectDocument;
}

function sniffImage(bytes: Buffer): string {
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (bytes.subarray(0, 4).toString() === 'RIFF' && bytes.subarray(8, 12).toString() === 'WEBP') return 'image/webp';
  if (bytes.subarray(0, 6).toString() === 'GIF89a' || bytes.subarray(0, 6).toString() === 'GIF87a') return 'image/gif';
  return 'image/svg+xml';
}
