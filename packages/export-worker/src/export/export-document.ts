import type { ProjectDocument } from '@folio/layout';
import type { Scene } from '@folio/renderer';
import { NodeRenderer } from '../node-renderer.ts';
import { FileSink, MemorySink, type ByteSink } from './byte-sink.ts';
import { badgeOps, loadBadgeFont } from './badge.ts';
import { exportFileName } from './file-name.ts';
import { renderPdf } from './pdf-export.ts';
import { renderPngZip, renderSinglePng } from './png-export.ts';

export const EXPORT_FORMATS = ['pdf', 'pptx', 'image', 'images'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportOptions {
  format: ExportFormat;
  /** Device pixels per layout px for `images` (default 2: 2400 × 1350 slides) and `image` (default 1). */
  scale?: number;
  /** Local image paths resolve against `baseDir` and may not leave `root`. */
  baseDir: string;
  root: string;
  /** Draw the 'Made with Folio' badge on every page (free plans, PRODUCT.md §1). */
  badge?: boolean;
  /** A renderer to reuse; by default one per process. */
  renderer?: NodeRenderer;
}

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
  const imageBytes = new Map<string, Uint8Array>();
  const [prepared] = await Promise.all([
    renderer.prepare(doc, { baseDir: options.baseDir, root: options.root, keepBytes: imageBytes }),
    options.badge ? loadBadgeFont(renderer.fonts) : undefined,
  ]);
  const scale = options.scale ?? DEFAULT_SCALE[options.format];
  const scenes = (): Scene[] =>
    doc.pages.map((_page, index) => {
      const scene = prepared.scenePage(index);
      return options.badge ? { ...scene, ops: [...scene.ops, ...badgeOps(renderer.fonts, scene.width, scene.height)] } : scene;
    });
  let imageErrors: ReadonlyMap<string, string> = prepared.imageErrors;
  switch (options.format) {
    case 'pdf': {
      const pdf = await renderPdf(renderer, prepared, scenes(), imageBytes);
      imageErrors = pdf.imageErrors;
      await sink.write(pdf.bytes);
      break;
    }
    case 'pptx': {
      // The PPTX writer (pptxgenjs, JSZip) loads at the first PPTX export, not with every PDF's.
      const { renderPptx } = await import('../pptx/render-pptx.ts');
      await renderPptx(prepared, imageBytes, sink, { badge: options.badge ?? false, subsetter: () => renderer.fontSubsetter() });
      break;
    }
    case 'images':
      await renderPngZip(renderer, prepared, scenes(), scale, sink);
      break;
    case 'image':
      await sink.write(await renderSinglePng(renderer, prepared, scenes(), scale));
      break;
  }
  return { fileName: exportFileName(doc.title, EXTENSION[options.format]), mime: MIME[options.format], imageErrors };
}
