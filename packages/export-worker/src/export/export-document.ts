import type { ProjectDocument } from '@folio/layout';
import type { PreparedDocument } from '@folio/renderer';
import type { ImageFiles } from '../image-files.ts';
import { NodeRenderer } from '../node-renderer.ts';
import { FileSink, MemorySink, type ByteSink } from './byte-sink.ts';
import { loadBadgeFont } from './badge.ts';
import { exportPages } from './export-page.ts';
import { exportFileName } from './file-name.ts';
import { renderPdf } from './pdf-export.ts';

export const EXPORT_FORMATS = ['pdf', 'pptx', 'image', 'images'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportSettings {
  format: ExportFormat;
  /** Device pixels per layout px for `images` (default 2: 2400 × 1350 slides) and `image` (default 1). */
  scale?: number;
  /** Draw the 'Made with Folio' badge on every page (free plans, PRODUCT.md §1). */
  badge?: boolean;
  /** A renderer to reuse; by default one per process. */
  renderer?: NodeRenderer;
}

export type ExportOptions = ExportSettings & ImageFiles;

export interface ExportResult {
  bytes: Uint8Array;
  fileName: string;
  mime: string;
  /** Images that could not be loaded or embedded, drawn as placeholders. */
  imageErrors: ReadonlyMap<string, string>;
}

const MIME: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  image: 'image/png',
  images: 'application/zip',
};
const EXTENSION: Record<ExportFormat, string> = { pdf: 'pdf', pptx: 'pptx', image: 'png', images: 'zip' };
const DEFAULT_SCALE: Record<ExportFormat, number> = { pdf: 1, pptx: 1, image: 1, images: 2 };

/** An export written to a file: its size instead of its bytes. */
export type ExportFileResult = Omit<ExportResult, 'bytes'> & { size: number };

let shared: Promise<NodeRenderer> | undefined;

/** The function export jobs call: one document in, one file out. */
export async function exportDocument(doc: ProjectDocument, options: ExportOptions): Promise<ExportResult> {
  const sink = new MemorySink();
  const result = await exportInto(doc, options, sink);
  return { ...result, bytes: sink.bytes() };
}

/**
 * The export written to `path` as it is made: a zip's parts (a PNG zip's pages, a PPTX's
 * parts) go to the file one by one instead of being held until the end, so a long deck's
 * export takes no more memory than a short one's. A failed export leaves no file.
 */
export async function exportDocumentToFile(doc: ProjectDocument, path: string, options: ExportOptions): Promise<ExportFileResult> {
  const sink = await FileSink.create(path);
  let complete = false;
  try {
    const result = await exportInto(doc, options, sink);
    complete = true;
    return { ...result, size: sink.size };
  } finally {
    await sink.close(complete);
  }
}

async function exportInto(doc: ProjectDocument, options: ExportOptions, sink: ByteSink): Promise<Omit<ExportResult, 'bytes'>> {
  const renderer = options.renderer ?? (await (shared ??= NodeRenderer.create()));
  const files: ImageFiles = 'files' in options ? { files: options.files } : { baseDir: options.baseDir, root: options.root };
  const scale = options.scale ?? DEFAULT_SCALE[options.format];
  const badgeFont = options.badge ? loadBadgeFont(renderer.fonts) : undefined;
  const ready = async <T>(prepared: Promise<PreparedDocument<T>>) => (await Promise.all([prepared, badgeFont]))[0];
  const pages = (prepared: PreparedDocument<unknown>) => exportPages(prepared, { badge: options.badge ?? false });
  switch (options.format) {
    case 'pdf': {
      // The PDF embeds PNG and JPEG files as they are: they are not decoded, and Skia not loaded.
      const prepared = await ready(renderer.prepareFiles(doc, files));
      const pdf = await renderPdf(renderer, prepared, pages(prepared).map((page) => page.scene));
      await sink.write(pdf.bytes);
      return result(pdf.imageErrors);
    }
    case 'pptx': {
      // As for the PDF, PNG and JPEG files go in as they are, undecoded, unless image-rendition.ts draws them.
      const prepared = await ready(renderer.prepareFiles(doc, files));
      // The PPTX writer (pptxgenjs, JSZip) loads at the first PPTX export, not with every PDF's.
      const { renderPptx } = await import('../pptx/render-pptx.ts');
      const pptx = await renderPptx(prepared, pages(prepared), sink, { subsetter: () => renderer.fontSubsetter(), skia: () => renderer.skia() });
      return result(pptx.imageErrors);
    }
    case 'images':
    case 'image': {
      const prepared = await ready(renderer.prepare(doc, files));
      // The PNG writers load with Skia, at the first PNG export.
      const { renderPngZip, renderSinglePng } = await import('./png-export.ts');
      const scenes = pages(prepared).map((page) => page.scene);
      if (options.format === 'images') await renderPngZip(renderer, prepared, scenes, scale, sink);
      else await sink.write(await renderSinglePng(renderer, prepared, scenes, scale));
      return result(prepared.imageErrors);
    }
  }

  function result(imageErrors: ReadonlyMap<string, string>): Omit<ExportResult, 'bytes'> {
    return { fileName: exportFileName(doc.title, EXTENSION[options.format]), mime: MIME[options.format], imageErrors };
  }
}
