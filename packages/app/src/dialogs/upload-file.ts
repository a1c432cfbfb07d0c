import SparkMD5 from 'spark-md5';
import { uploadApi } from '../api/folio-api.ts';
import { UPLOAD_HASH_CHUNK_BYTES, UPLOAD_PROGRESS_WEIGHTS as WEIGHTS } from '../spec/constants.ts';

export class UploadError extends Error {
  constructor(
    readonly messageKey: 'toast.uploadUrlUnavailable' | 'toast.bindFailed' | 'toast.uploadFailed',
    /** The server's answer when it refused the step (a §8 code such as 6000), for its own message. */
    override readonly cause?: unknown,
  ) {
    super(messageKey);
  }
}

/** A stored upload: its id, and the key it is downloaded by at `/files/<key>`. */
export interface StoredUpload {
  id: number;
  key: string;
}

/** §7 hash: MD5 over the file read in 1 MB chunks, so a large file never sits in memory twice. */
export async function md5OfFile(file: Blob, onProgress: (fraction: number) => void): Promise<string> {
  const spark = new SparkMD5.ArrayBuffer();
  for (let offset = 0; offset < file.size; offset += UPLOAD_HASH_CHUNK_BYTES) {
    spark.append(await file.slice(offset, offset + UPLOAD_HASH_CHUNK_BYTES).arrayBuffer());
    onProgress(Math.min(1, (offset + UPLOAD_HASH_CHUNK_BYTES) / file.size));
  }
  return spark.end();
}

/**
 * §7 upload: hash → `upload/url` → PUT the bytes → `upload/bind`, reporting 0–100 with the §9
 * weights (5 hash, 5 url, 80 transfer, 10 bind). Returns the upload id.
 */
export async function uploadFile(file: File, sourceType: 'normal' | 'document', onProgress: (percent: number) => void): Promise<number> {
  return (await uploadStoredFile(file, sourceType, onProgress)).id;
}

/** `uploadFile`, answering the key too: a file drawn in a document is referenced by `/files/<key>`. */
export async function uploadStoredFile(file: File, sourceType: 'normal' | 'document', onProgress: (percent: number) => void): Promise<StoredUpload> {
  const hash = await md5OfFile(file, (fraction) => onProgress(WEIGHTS.hash * fraction));
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  let target: { key: string; uploadUrl: string };
  try {
    target = await uploadApi.url(extension, sourceType);
  } catch (error) {
    throw new UploadError('toast.uploadUrlUnavailable', error);
  }
  if (!target.uploadUrl) throw new UploadError('toast.uploadUrlUnavailable');
  onProgress(WEIGHTS.hash + WEIGHTS.url);
  await put(target.uploadUrl, file, (fraction) => onProgress(WEIGHTS.hash + WEIGHTS.url + WEIGHTS.transfer * fraction));
  try {
    const id = await uploadApi.bind(target.key, file.name, hash);
    onProgress(100);
    return { id, key: target.key };
  } catch (error) {
    throw new UploadError('toast.bindFailed', error);
  }
}

/** XMLHttpRequest, because fetch reports no upload progress. */
function put(url: string, file: File, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', new URL(url, location.origin).href);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new UploadError('toast.uploadFailed')));
    xhr.onerror = () => reject(new UploadError('toast.uploadFailed'));
    xhr.send(file);
  });
}
