import type { PreparedDocument, Scene } from '@folio/renderer';
import type { NodeRenderer } from '../node-renderer.ts';
import type { ImageFile } from '../node-images.ts';
import { imageRenditions, PDF_IMAGES } from './image-rendition.ts';

/**
 * A deck's scenes as one vector PDF, its images as image-rendition.ts prepares them for a PDF:
 * PNG and JPEG files as they were read, at full resolution; anything else, and a picture
 * drawn much larger than it is (an 8 px pattern filling a card), as pixels drawn by Skia.
 * Only those load Skia: a deck of PNG and JPEG files shown at most twice their size draws nothing.
 */
export async function renderPdf(
  renderer: NodeRenderer,
  prepared: PreparedDocument<ImageFile>,
  scenes: readonly Scene[],
): Promise<{ bytes: Uint8Array; imageErrors: ReadonlyMap<string, string> }> {
  // A file whose header read well may still fail to decode when it has to be drawn.
  const { renditions, errors } = await imageRenditions(prepared.images, scenes, PDF_IMAGES, () => renderer.skia());
  const backend = await renderer.pdfBackend();
  const result = await backend.render(scenes, { title: prepared.doc.title, images: renditions });
  // Why an image could not be loaded says more than the PDF backend finding no bytes for it.
  return { bytes: result.bytes, imageErrors: new Map([...result.imageErrors, ...errors, ...prepared.imageErrors]) };
}
