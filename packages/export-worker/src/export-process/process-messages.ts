import type { ProjectDocument } from '@folio/layout';
import type { ExportFileResult, ExportSettings } from '../export/export-document.ts';
import type { ImageFiles } from '../image-files.ts';

export type ProcessExportOptions = Omit<ExportSettings, 'renderer'> & ImageFiles;

export interface ProcessRequest {
  id: number;
  doc: ProjectDocument;
  options: ProcessExportOptions;
  /** The file the export is written to, as it is made. */
  path: string;
}

/** Has a process export the warm-up deck (warm-up-deck.ts) before its first job, writing each pass over the file at `warmUp`. */
export interface WarmUpRequest {
  warmUp: string;
}

export type ProcessReply = { id: number; result: ExportFileResult; error?: undefined } | { id: number; error: string; result?: undefined };
