import type { ProjectDocument } from '@folio/layout';
import type { ExportResult, ExportSettings } from '../export/export-document.ts';
import type { ImageFiles } from '../image-files.ts';

/** The thread's `workerData`: `warmUp` exports the warm-up deck before any job comes (see warm-up-deck.ts). */
export interface ThreadStart {
  warmUp: boolean;
}

export type ThreadExportOptions = Omit<ExportSettings, 'renderer'> & ImageFiles;

export interface ThreadRequest {
  id: number;
  doc: ProjectDocument;
  options: ThreadExportOptions;
}

export type ThreadReply = { id: number; result: ExportResult; error?: undefined } | { id: number; error: string; result?: undefined };
