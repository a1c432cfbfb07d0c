import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { ProjectDocument } from '@folio/layout';
import type { ExportThreads } from '@folio/export-worker/server';
import type { Queryable } from '../../db/database.ts';
import type { Storage } from '../storage/storage.ts';
import { isStorageKey } from '../storage/storage.ts';
import type { ExportOutput, ExportTaskRow } from './export-task.ts';

/** Images stored by Folio are referenced by their download path, `/files/<key>` or a full URL ending in it. */
const STORED = /^(?:https?:\/\/[^/]+)?\/files\/([A-Za-z0-9][A-Za-z0-9/_.-]*)$/;

/**
 * Makes the file of one export task: the document as it was when Export was pressed, its
 * stored images read from storage (never from the network or the server's disk), through the
 * same renderer the editor draws with, in one of the export threads (an aborted task's thread
 * is stopped).
 */
export function exportExecutor(db: Queryable, storage: Storage, threads: ExportThreads): (task: ExportTaskRow, signal: AbortSignal) => Promise<ExportOutput> {
  return async (task, signal) => {
    const doc = await inlineStoredImages(ProjectDocument.parse(task.doc), db, storage);
    // An empty directory as the root of local paths: a project cannot make the worker read files.
    const empty = await mkdtemp(join(tmpdir(), 'folio-export-'));
    try {
      const scale = typeof task.options.scale === 'number' ? task.options.scale : undefined;
      const result = await threads.run(doc, { format: task.type, ...(scale ? { scale } : {}), baseDir: empty, root: empty, badge: task.options.badge === true }, signal);
      return { bytes: result.bytes, fileName: result.fileName, mime: result.mime };
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  };
}

async function inlineStoredImages(doc: ProjectDocument, db: Queryable, storage: Storage): Promise<ProjectDocument> {
  const sources = new Set<string>();
  JSON.stringify(doc, (key, value) => {
    if ((key === 'src' || key === 'image' || key === 'poster' || key === 'imgUrl') && typeof value === 'string' && STORED.test(value)) sources.add(value);
    return value;
  });
  // Only bound uploads, with the type the upload domain sniffed from their content, and the
  // display copy of a large image (the editor draws it too; the original could cost an export gigabytes).
  const keys = [...sources].map((src) => STORED.exec(src)![1]!).filter(isStorageKey);
  const bound = keys.length
    ? await db.query<{ key: string; mime: string; display_key: string | null }>(
        `select u.key, u.mime, d.display_key from uploads u left join upload_display_copies d on d.key = u.key where u.key = any($1::text[])`,
        [keys],
      )
    : [];
  const boundByKey = new Map(bound.map((row) => [row.key, row]));
  const inlined = new Map<string, string>();
  await Promise.all(
    [...sources].map(async (src) => {
      const file = boundByKey.get(STORED.exec(src)![1]!);
      const stream = file?.mime.startsWith('image/') ? await storage.get(file.display_key ?? file.key) : undefined;
      if (!stream) return;
      inlined.set(src, `data:${file!.mime};base64,${(await buffer(stream)).toString('base64')}`);
    }),
  );
  if (inlined.size === 0) return doc;
  return JSON.parse(JSON.stringify(doc), (_key, value) => (typeof value === 'string' && inlined.has(value) ? inlined.get(value) : value)) as ProjectDocument;
}
