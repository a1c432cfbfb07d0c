import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { RgbaImage } from '../../src/fidelity/index.ts';

const run = promisify(execFile);

/**
 * Fails the test when an outside tool it reads exports with is missing, rather than letting it
 * pass unchecked: `npm test` (scripts/bootstrap.sh) installs every one of them.
 */
export function requireTools(...names: string[]): void {
  const missing = names.filter((name) => spawnSync('sh', ['-c', `command -v ${name}`]).status !== 0);
  if (missing.length) throw new Error(`${missing.join(', ')} not installed: scripts/bootstrap.sh installs poppler-utils, qpdf, libreoffice-impress, libxml2-utils and unzip`);
}

export async function tempDir(prefix: string): Promise<string> {
  return mkdtemp(join(tmpdir(), `folio-${prefix}-`));
}

/** `qpdf --check`: exit status 0 and its full report. */
export async function qpdfCheck(pdf: string): Promise<{ ok: boolean; report: string }> {
  try {
    const { stdout, stderr } = await run('qpdf', ['--check', pdf]);
    return { ok: true, report: stdout + stderr };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, report: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/**
 * Poppler's raster of every page at `dpi` (72: 1 pt = 1 px, the native PNG at scale 1), in
 * page order, as straight RGBA read from its PPM output: at 144 dpi, writing and decoding PNGs
 * took three quarters of the fidelity test's time.
 */
export async function rasterisePdf(pdf: string, dir: string, dpi = 72): Promise<RgbaImage[]> {
  await run('pdftoppm', ['-r', String(dpi), pdf, join(dir, 'page')]);
  const files = (await readdir(dir)).filter((name) => /^page-\d+\.ppm$/.test(name)).sort((a, b) => pageNumber(a) - pageNumber(b));
  return Promise.all(files.map(async (name) => readPpm(await readFile(join(dir, name)))));
}

/** A binary PPM (P6, maxval 255) as RGBA. */
function readPpm(file: Buffer): RgbaImage {
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(file.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('not an 8-bit binary PPM');
  const width = Number(header[1]);
  const height = Number(header[2]);
  const rgb = file.subarray(header[0].length);
  const data = new Uint8Array(width * height * 4);
  for (let source = 0, target = 0; target < data.length; source += 3, target += 4) {
    data[target] = rgb[source]!;
    data[target + 1] = rgb[source + 1]!;
    data[target + 2] = rgb[source + 2]!;
    data[target + 3] = 255;
  }
  return { data, width, height };
}

/**
 * One page rastered at `factor` × `dpi` and averaged back down to `dpi`, box by box: the
 * page's true coverage, nearly free of poppler's own quantisation (glyph origins snapped to
 * whole pixels vertically and quarter pixels horizontally, photographs box-filtered where
 * Skia uses mipmaps).
 */
export async function rasterisePageSupersampled(pdf: string, page: number, dir: string, factor: number, dpi: number): Promise<RgbaImage> {
  const prefix = join(dir, `supersampled-${page}`);
  await run('pdftoppm', ['-f', String(page), '-l', String(page), '-singlefile', '-r', String(dpi * factor), pdf, prefix]);
  const big = readPpm(await readFile(`${prefix}.ppm`));
  const width = Math.floor(big.width / factor);
  const height = Math.floor(big.height / factor);
  const small: RgbaImage = { data: new Uint8Array(width * height * 4), width, height };
  const area = factor * factor;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let channel = 0; channel < 4; channel++) {
        let sum = 0;
        for (let dy = 0; dy < factor; dy++) {
          const row = ((y * factor + dy) * big.width + x * factor) * 4 + channel;
          for (let dx = 0; dx < factor; dx++) sum += big.data[row + dx * 4]!;
        }
        small.data[(y * width + x) * 4 + channel] = Math.round(sum / area);
      }
    }
  }
  return small;
}

/** The text pdftotext reads inside one rectangle of a page (in pt, which is layout px here). */
export async function pdfText(pdf: string, page: number, area: { x: number; y: number; width: number; height: number }): Promise<string> {
  const crop = [area.x, area.y, area.width, area.height].map((value) => String(Math.round(value)));
  const { stdout } = await run('pdftotext', ['-f', String(page), '-l', String(page), '-r', '72', '-x', crop[0]!, '-y', crop[1]!, '-W', crop[2]!, '-H', crop[3]!, '-enc', 'UTF-8', pdf, '-']);
  return stdout;
}

/**
 * What `xmllint --schema` says of these files, one message a line, without its "validates"
 * lines: validity errors name the file and line, and a schema that does not compile says so.
 */
export async function schemaMessages(schema: string, files: string[]): Promise<string[]> {
  let stderr: string;
  try {
    ({ stderr } = await run('xmllint', ['--noout', '--schema', schema, ...files], { maxBuffer: 64 << 20 }));
  } catch (error) {
    stderr = (error as { stderr?: string }).stderr ?? String(error);
  }
  return stderr.split('\n').filter((line) => line && !line.endsWith(' validates'));
}

/** LibreOffice headless, all files in one run, with a private profile so no other instance interferes. */
export async function sofficeToPdf(files: string[], outDir: string): Promise<{ pdfs: string[]; log: string }> {
  const profile = await tempDir('soffice-profile');
  const { stdout, stderr } = await run('soffice', [`-env:UserInstallation=file://${profile}`, '--headless', '--convert-to', 'pdf', '--outdir', outDir, ...files], { timeout: 300_000 });
  const pdfs = files.map((file) => join(outDir, file.split('/').pop()!.replace(/\.pptx$/, '.pdf')));
  return { pdfs, log: stdout + stderr };
}

function pageNumber(name: string): number {
  return Number(/(\d+)/.exec(name)![1]);
}
