import type { ProjectDocument } from '@folio/layout';
import type { ExportFileResult, ExportSettings } from '../export/export-document.ts';
import type { ImageFiles } from '../image-files.ts';

/** The argument that has a process export the warm-up deck before its first job comes (warm-up-deck.ts). */
export const WARM_UP_ARG = '--warm-up';

export type ProcessExportOptions = Omit<ExportSettings, 'renderer'> & ImageFiles;

export interface ProcessRequest {
  id: number;
  doc: ProjectDocument;
  options: ProcessExportOptions;
  /** The file the export is written to, as it is made. */
  path: string;
}

export type ProcessReply = { id: number; result: ExportFileResult; error?: undefined } | { id: number; error: string; result?: undefined };
