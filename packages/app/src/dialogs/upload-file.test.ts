import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { md5OfFile } from './upload-file.ts';

describe('the upload hash', () => {
  it('is the MD5 of the whole file, read in 1 MB chunks with progress up to 1', async () => {
    const bytes = new Uint8Array(2.5 * 1024 * 1024).map((_, index) => (index * 31) % 251);
    const progress: number[] = [];
    const hash = await md5OfFile(new Blob([bytes]), (fraction) => progress.push(fraction));
    expect(hash).toBe(createHash('md5').update(bytes).digest('hex'));
    expect(progress).toHaveLength(3);
    expect(progress.at(-1)).toBe(1);
  });
});
