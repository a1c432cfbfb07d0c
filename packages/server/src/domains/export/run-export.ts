import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { ProjectDocument } from '@folio/layout';
import { pageNeeds } from '@folio/renderer';
import type { ExportProcesses } from '@folio/export-worker/server';
import type { Queryable } from '../../db/database.ts';
import type { Storage } from '../storage/storage.ts';
import { isStorageKey } from '../storage/storage.ts';
import type { ExportOutput, ExportTaskRow } from './export-task.ts';

/** Images stored by Folio are referenced by their download path, `/files/<key>` or a full URL ending in it. */
const STORED = /^(?:https?:\/\/[^/]+)?\/files\/([A-Za-z0-9][A-Za-z0-9/_.-]*)$/;

/**
 * Makes the file of one export task: the document as it was when Export was pressed, through
 * the same renderer the editor draws with, in one of the export processes (an aborted task's
 * process is killed). The process gets the deck's stored images as bytes read here from
 * storage, and reads nothing else: never the network, never the server's disk.
 */
export function exportExecutor(db: Queryable, storage: Storage, exporters: ExportProcesses): (task: ExportTaskRow, signal: AbortSignal) => Promise<ExportOutput> {
  return async (task, signal) => {
    const doc = ProjectDocument.parse(task.doc);
    const files = await storedImages(doc, db, storage);
    const scale = typeof task.options.scale === 'number' ? task.options.scale : undefined;
    const exported = await exporters.run(doc, { format: task.type, ...(scale ? { scale } : {}), files, badge: task.options.badge === true }, signal);
    const body = createReadStream(exported.path);
    const dispose = async () => {
      body.destroy();
      await rm(exported.path, { force: true });
    };
    return { body, fileName: exported.fileName, mime: exported.mime, dispose };
  };
}

/** The files of the images the document draws that are uploads of this instance, by the `src` naming them. */
async function storedImages(doc: ProjectDocument, db: Queryable, storage: Storage): Promise<Map<string, Uint8Array>> {
  const sources = pageNeeds(doc.pages).images.filter((src) => STORED.test(src));
  // Only bound uploads, with the type the upload domain sniffed from their content, and the
  // display copy of a large image (the editor draws it too; the original could cost an export gigabytes).
  const keys = sources.map((src) => STORED.exec(src)![1]!).filter(isStorageKey);
  const bound = keys.length
    ? await db.query<{ key: string; mime: string; display_key: string | null }>(
        `select u.key, u.mime, d.display_key from uploads u left join upload_display_copies d on d.key = u.key where u.key = any($1::text[])`,
        [keys],
      )
    : [];
  const boundByKey = new Map(bound.map((row) => [row.key, row]));
  const files = new Map<string, Uint8Array>();
  await Promise.all(
    sources.map(async (src) => {
      const file = boundByKey.get(STORED.exec(src)![1]!);
      const stream = file?.mime.startsWith('image/') ? await storage.get(file.display_key ?? file.key) : undefined;
      if (stream) files.set(src, await buffer(stream));
    }),
  );
  return files;
}
