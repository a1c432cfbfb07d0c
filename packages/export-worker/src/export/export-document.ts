import type { ProjectDocument } from '@folio/layout';
import { NodeRenderer } from '../node-renderer.ts';
import { loadBadgeFont } from './badge.ts';
import { exportPages } from './export-page.ts';
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

let shared: Promise<NodeRenderer> | undefined;

/** The function export jobs call: one document in, one file out. */
export async function exportDocument(doc: ProjectDocument, options: ExportOptions): Promise<ExportResult> {
  const renderer = options.renderer ?? (await (shared ??= NodeRenderer.create()));
  const imageBytes = new Map<string, Uint8Array>();
  const [prepared] = await Promise.all([
    renderer.prepare(doc, { baseDir: options.baseDir, root: options.root, keepBytes: imageBytes }),
    options.badge ? loadBadgeFont(renderer.fonts) : undefined,
  ]);
  const scale = options.scale ?? DEFAULT_SCALE[options.format];
  const pages = exportPages(prepared, { badge: options.badge ?? false });
  const scenes = pages.map((page) => page.scene);
  let bytes: Uint8Array;
  let imageErrors: ReadonlyMap<string, string> = prepared.imageErrors;
  switch (options.format) {
    case 'pdf':
      ({ bytes, imageErrors } = await renderPdf(renderer, prepared, scenes, imageBytes));
      break;
    case 'pptx': {
      // The PPTX writer (pptxgenjs, JSZip) loads at the first PPTX export, not with every PDF's.
      const { renderPptx } = await import('../pptx/render-pptx.ts');
      bytes = await renderPptx(prepared, pages, imageBytes, { subsetter: () => renderer.fontSubsetter() });
      break;
    }
    case 'images':
      bytes = await renderPngZip(renderer, prepared, scenes, scale);
      break;
    case 'image':
      bytes = await renderSinglePng(renderer, prepared, scenes, scale);
      break;
  }
  return { bytes, fileName: exportFileName(doc.title, EXTENSION[options.format]), mime: MIME[options.format], imageErrors };
}
