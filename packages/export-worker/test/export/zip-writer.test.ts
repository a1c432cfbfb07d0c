import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { strToU8, unzipSync } from 'fflate';
import { expect, test } from 'vitest';
import { writeZip } from '../../src/export/zip-writer.ts';
import { requireTools, tempDir } from './external-tools.ts';

const xml = strToU8(`<?xml version="1.0"?><slide>${'<p>Quarterly review, été, 四半期</p>'.repeat(400)}</slide>`);
const png = Uint8Array.from({ length: 5000 }, (_value, index) => (index * 7919) % 251);

test('a written zip unpacks to the same files, text deflated and images stored', async () => {
  const zip = await writeZip([
    { name: '[Content_Types].xml', data: xml, compress: true },
    { name: 'ppt/media/photo été.png', data: png, compress: false },
    { name: '_rels/', data: new Uint8Array(0), compress: true },
  ]);
  expect(zip.length).toBeLessThan(xml.length / 4 + png.length + 1000);
  const files = unzipSync(zip);
  expect(Object.keys(files)).toEqual(['[Content_Types].xml', 'ppt/media/photo été.png', '_rels/']);
  expect(Buffer.compare(files['[Content_Types].xml']!, xml)).toBe(0);
  expect(Buffer.compare(files['ppt/media/photo été.png']!, png)).toBe(0);
});

test('Info-ZIP finds no error in it', async () => {
  requireTools('unzip');
  const file = join(await tempDir('zip'), 'out.zip');
  await writeFile(file, await writeZip([{ name: 'a.xml', data: xml, compress: true }, { name: 'b.png', data: png, compress: false }]));
  const { stdout } = await promisify(execFile)('unzip', ['-t', file]);
  expect(stdout).toMatch(/No errors detected/);
});
