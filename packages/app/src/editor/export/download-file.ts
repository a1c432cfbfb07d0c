import { CancelledError } from '../../api/api-error.ts';
import { saveBlob } from '../../ui/save-blob.ts';
import { EXPORT_DOWNLOAD_TIMEOUT_MS, ExportFailed } from './export-polling.ts';

/**
 * Fetches the signed link within §9's 5 minutes and hands the bytes to the browser under the
 * task's file name. Fetching first (rather than navigating to the link) is what lets a stalled
 * download end with 'File download timeout' instead of hanging.
 */
export async function downloadFile(url: string, fileName: string, signal: AbortSignal): Promise<void> {
  const timeout = AbortSignal.timeout(EXPORT_DOWNLOAD_TIMEOUT_MS);
  let blob: Blob;
  try {
    const response = await fetch(url, { signal: AbortSignal.any([signal, timeout]) });
    if (!response.ok) throw new ExportFailed('not_found');
    blob = await response.blob();
  } catch (error) {
    if (error instanceof ExportFailed) throw error;
    if (timeout.aborted) throw new ExportFailed('download');
    if (signal.aborted) throw new CancelledError();
    throw error;
  }
  saveBlob(blob, fileName);
}
