import type { Settings } from '../../settings.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { PutUrlSigner } from './signed-put-url.ts';
import type { Storage } from './storage.ts';

/** S3 when S3_BUCKET is set (settings.ts checks the rest came with it), the local directory otherwise. */
export function createStorage(settings: Pick<Settings, 'storage'>, signer: PutUrlSigner, publicUrl: () => string): Storage {
  const { s3, dir } = settings.storage;
  return s3 ? createS3Storage(s3) : createLocalStorage({ root: dir, signer, publicUrl });
}
