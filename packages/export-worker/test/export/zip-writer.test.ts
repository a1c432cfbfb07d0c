import { execFile } from 'node:child_process';
import { access, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { strToU8, unzipSync } from 'fflate';
import { expect, test } from 'vitest';
import { FileSink } from '../../src/export/byte-sink.ts';
import { writeZip, ZipWriter } from '../../src/export/zip-writer.ts';
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

test('a zip written part by part into a file is the same file as one made in memory, parts in the order they were added', async () => {
  const entries = Array.from({ length: 30 }, (_value, index) =>
    index % 3 === 2 ? { name: `ppt/media/image${index}.png`, data: png, compress: false } : { name: `ppt/slides/slide${index}.xml`, data: strToU8(`<p>${'slide '.repeat(index * 200)}</p>`), compress: true },
  );
  const file = join(await tempDir('zip'), 'parts.zip');
  const sink = await FileSink.create(file);
  const zip = new ZipWriter(sink);
  for (const entry of entries) await zip.add(entry);
  await zip.finish();
  await sink.close(true);
  const written = await readFile(file);
  expect(sink.size).toBe(written.length);
  expect(Buffer.compare(written, await writeZip(entries))).toBe(0);
  expect(Object.keys(unzipSync(written))).toEqual(entries.map((entry) => entry.name));
});

test('a file sink keeps the order of what it is given, small chunks and large', async () => {
  const chunks = [strToU8('head'), Buffer.alloc(300 << 10, 7), strToU8('middle'), Buffer.alloc(200 << 10, 9), Buffer.alloc(100 << 10, 5), strToU8('tail')];
  const file = join(await tempDir('zip'), 'chunks.bin');
  const sink = await FileSink.create(file);
  for (const chunk of chunks) await sink.write(chunk);
  await sink.close(true);
  const written = await readFile(file);
  expect(Buffer.compare(written, Buffer.concat(chunks))).toBe(0);
  expect(sink.size).toBe(written.length);
});

test('a file whose writing failed half way is removed', async () => {
  const file = join(await tempDir('zip'), 'failed.zip');
  const sink = await FileSink.create(file);
  await sink.write(xml);
  await sink.close(false);
  await expect(access(file)).rejects.toThrow(/ENOENT/);
});
