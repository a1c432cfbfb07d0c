import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import type { Image, SKRSContext2D } from '@napi-rs/canvas';
import { CanvasBackend, FontRegistry, FontSubsetter, prepareDocument, type PreparedDocument, type Scene } from '@folio/renderer';
import { PdfBackend } from '@folio/renderer/pdf';
import { readFontFile } from '@folio/renderer/node';
import type { ProjectDocument } from '@folio/layout';
import { DecodedImages } from './decoded-images.ts';
import type { ImageFiles } from './image-files.ts';
import { nodeImageFileLoader, nodeImageLoader, type ImageFile } from './node-images.ts';

const require = createRequire(import.meta.url);

/** @napi-rs/canvas (Skia) and what this renderer keeps on it. */
export interface Skia {
  canvas: typeof import('@napi-rs/canvas');
  backend: CanvasBackend;
  decoded: DecodedImages;
}

/**
 * The renderer wired to Node: @napi-rs/canvas for drawing, font files read from the
 * renderer's npm packages. One per process: fonts, glyph outlines, decoded images and the
 * PDF font subsetter (which keeps each font file it has seen) are cached in it.
 *
 * Skia loads at the first export that draws or decodes (`prepare`, `skia`), not with the
 * renderer: loading its native library took ≈ 0.12 s of CPU, and a PDF or PPTX of PNG and
 * JPEG files shown near their size draws nothing (see `prepareFiles`).
 */
export class NodeRenderer {
  private pdf: Promise<PdfBackend> | undefined;
  private subsetter: Promise<FontSubsetter> | undefined;
  private loading: Promise<Skia> | undefined;
  private loaded: Skia | undefined;

  private constructor(readonly fonts: FontRegistry) {}

  static async create(): Promise<NodeRenderer> {
    return new NodeRenderer(await FontRegistry.create({ loadFontFile: readFontFile }));
  }

  /** Skia, loaded once. */
  skia(): Promise<Skia> {
    this.loading ??= import('@napi-rs/canvas').then((canvas) => {
      const backend = new CanvasBackend({ Path2D: canvas.Path2D as unknown as typeof globalThis.Path2D, glyphs: this.fonts });
      this.loaded = { canvas, backend, decoded: new DecodedImages(canvas.loadImage) };
      return this.loaded;
    });
    return this.loading;
  }

  /** For drawing: images decoded by Skia, read from `files` (see ImageFiles). */
  async prepare(doc: ProjectDocument, files: ImageFiles): Promise<PreparedDocument<Image>> {
    const { decoded } = await this.skia();
    return prepareDocument(doc, { fonts: this.fonts, loadImage: nodeImageLoader({ ...files, decoded }) });
  }

  /**
   * For the PDF and the PPTX: images as their files, sized from their headers; only those
   * that are not PNG or JPEG (or are turned by their EXIF orientation) are decoded, which
   * loads Skia. image-rendition.ts decides which others it must draw.
   */
  prepareFiles(doc: ProjectDocument, files: ImageFiles): Promise<PreparedDocument<ImageFile>> {
    return prepareDocument(doc, { fonts: this.fonts, loadImage: nodeImageFileLoader({ ...files, decode: async (bytes) => (await this.skia()).decoded.decode(bytes) }) });
  }

  /** Draws one page at `scale` and returns the canvas (encode it with `encode('png')`). After `prepare`, which loads Skia. */
  drawPage(prepared: PreparedDocument<Image>, index: number, scale: number, images = prepared.drawableImages(), scene = prepared.scenePage(index)) {
    const canvas = this.drawing().canvas.createCanvas(Math.round(scene.width * scale), Math.round(scene.height * scale));
    this.drawOn(canvas.getContext('2d'), scene, scale, images);
    return canvas;
  }

  /** Draws a scene at `scale` on a context whose canvas is the scene's size times `scale`. After `prepare`, which loads Skia. */
  drawOn(ctx: SKRSContext2D, scene: Scene, scale: number, images: ReadonlyMap<string, Image>): void {
    this.drawing().backend.draw(ctx as unknown as CanvasRenderingContext2D, scene, {
      scale,
      images: images as unknown as ReadonlyMap<string, CanvasImageSource>,
    });
  }

  /** The PDF backend on this renderer's fonts and subsetter. */
  pdfBackend(): Promise<PdfBackend> {
    this.pdf ??= this.fontSubsetter().then((subsetter) => new PdfBackend({ fonts: this.fonts, subsetter, fontBytes: readFontFile, deflate: (data) => deflateSync(data) }));
    return this.pdf;
  }

  /** HarfBuzz's subsetter, loaded once: it keeps each font file it has seen. */
  fontSubsetter(): Promise<FontSubsetter> {
    this.subsetter ??= readFile(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')).then((wasm) => FontSubsetter.create(wasm));
    return this.subsetter;
  }

  private drawing(): Skia {
    if (!this.loaded) throw new Error('NodeRenderer draws after prepare(), which loads Skia');
    return this.loaded;
  }
}
