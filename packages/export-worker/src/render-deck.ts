import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ProjectDocument } from '@folio/layout';
import { NodeRenderer } from './node-renderer.ts';

/** `01.png`, `02.png`, … — zero-padded so files sort in page order. */
export function pageFileName(index: number, count: number): string {
  return `${String(index + 1).padStart(Math.max(2, String(count).length), '0')}.png`;
}

export interface RenderDeckResult {
  files: string[];
  imageErrors: ReadonlyMap<string, string>;
}

/** Renders every page of a deck to PNG files in `outDir`. Encoding runs off the main thread. */
export async function renderDeckToPngs(
  doc: ProjectDocument,
  options: { baseDir: string; root: string; outDir: string; scale?: number; renderer?: NodeRenderer },
): Promise<RenderDeckResult> {
  const renderer = options.renderer ?? (await NodeRenderer.create());
  const prepared = await renderer.prepare(doc, options);
  const images = prepared.drawableImages();
  await mkdir(options.outDir, { recursive: true });
  const files = await Promise.all(
    doc.pages.map(async (_page, index) => {
      const canvas = renderer.drawPage(prepared, index, options.scale ?? 1, images);
      const file = join(options.outDir, pageFileName(index, doc.pages.length));
      await writeFile(file, await canvas.encode('png'));
      return file;
    }),
  );
  return { files, imageErrors: prepared.imageErrors };
}
