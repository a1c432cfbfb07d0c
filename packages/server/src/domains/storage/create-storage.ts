import { fetchBase } from '../../http/fetch-base.ts';
import type { Settings } from '../../settings.ts';
import { createLocalStorage } from './local-storage.ts';
import type { PutUrlSigner } from './signed-put-url.ts';
import type { Storage } from './storage.ts';

/**
 * S3 when S3_BUCKET is set (settings.ts checks the rest came with it), the local directory
 * otherwise. The AWS SDK is loaded only for S3: it costs a local instance's start ≈ 0.1 s and ≈ 15 MB.
 */
export async function createStorage(settings: Pick<Settings, 'storage' | 'publicUrl'>, signer: PutUrlSigner): Promise<Storage> {
  const { s3, dir } = settings.storage;
  return s3 ? (await import('./s3-storage.ts')).createS3Storage(s3) : createLocalStorage({ root: dir, signer, base: fetchBase(settings) });
}
