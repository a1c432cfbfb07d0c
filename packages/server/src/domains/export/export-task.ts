/** The export formats of PRODUCT.md §7 export/post `type`. */
export const EXPORT_TYPES = ['pdf', 'pptx', 'image', 'images'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

export type TaskStatus = 'pending' | 'running' | 'success' | 'error';

export interface ExportTaskRow {
  id: string;
  owner_id: number;
  project_id: number | null;
  type: ExportType;
  options: Record<string, unknown>;
  doc: unknown;
  status: TaskStatus;
  attempts: number;
  locked_by: string | null;
  lease_until: Date | null;
  file_key: string | null;
  file_name: string | null;
  error: string | null;
  created_at: Date;
  finished_at: Date | null;
}

/** What a finished export hands back to be stored. */
export interface ExportOutput {
  /** The file's bytes, or a stream of them (read from the file an export process wrote). */
  body: Uint8Array | AsyncIterable<Uint8Array>;
  fileName: string;
  mime: string;
  /** Frees what holds the body (the export process's file), once it is stored or has failed to be. */
  dispose?(): Promise<void>;
}
