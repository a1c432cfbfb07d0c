import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PNG } from 'pngjs';

const run = promisify(execFile);

/**
 * Why tests needing these tools cannot run here, or undefined when all are on PATH.
 * bootstrap.sh installs them, so in CI nothing is skipped; a developer's machine may lack one.
 */
export function missingTools(...names: string[]): string | undefined {
  const missing = names.filter((name) => spawnSync('sh', ['-c', `command -v ${name}`]).status !== 0);
  if (!missing.length) return undefined;
  const reason = `skipped: ${missing.join(', ')} not installed (scripts/bootstrap.sh installs poppler-utils, qpdf and libreoffice-impress)`;
  console.warn(reason);
  return reason;
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

/** Poppler's raster of every page at 72 dpi (1 pt = 1 px, the native PNG's size), in page order. */
export async function rasterisePdf(pdf: string, dir: string): Promise<Buffer[]> {
  await run('pdftoppm', ['-r', '72', '-png', pdf, join(dir, 'page')]);
  const files = (await readdir(dir)).filter((name) => /^page-\d+\.png$/.test(name)).sort((a, b) => pageNumber(a) - pageNumber(b));
  return Promise.all(files.map((name) => readFile(join(dir, name))));
}

/**
 * One page rastered at `factor` × 72 dpi and averaged back down to 72 dpi, box by box: the
 * page's true coverage, nearly free of poppler's own quantisation (glyph origins snapped to
 * whole pixels vertically and quarter pixels horizontally, photographs box-filtered where
 * Skia uses mipmaps), which at 72 dpi is most of what differs.
 */
export async function rasterisePageSupersampled(pdf: string, page: number, dir: string, factor: number): Promise<Buffer> {
  const prefix = join(dir, `supersampled-${page}`);
  await run('pdftoppm', ['-f', String(page), '-l', String(page), '-singlefile', '-r', String(72 * factor), '-png', pdf, prefix]);
  const big = PNG.sync.read(await readFile(`${prefix}.png`));
  const width = Math.floor(big.width / factor);
  const height = Math.floor(big.height / factor);
  const small = new PNG({ width, height });
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
  return PNG.sync.write(small);
}

/** The text pdftotext reads inside one rectangle of a page (in pt, which is layout px here). */
export async function pdfText(pdf: string, page: number, area: { x: number; y: number; width: number; height: number }): Promise<string> {
  const crop = [area.x, area.y, area.width, area.height].map((value) => String(Math.round(value)));
  const { stdout } = await run('pdftotext', ['-f', String(page), '-l', String(page), '-r', '72', '-x', crop[0]!, '-y', crop[1]!, '-W', crop[2]!, '-H', crop[3]!, '-enc', 'UTF-8', pdf, '-']);
  return stdout;
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
