import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import { createCanvas, Path2D, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import { CanvasBackend, FontRegistry, FontSubsetter, PdfBackend, prepareDocument, type PreparedDocument, type Scene } from '@folio/renderer';
import { readFontFile } from '@folio/renderer/node';
import type { ProjectDocument } from '@folio/layout';
import { DecodedImages } from './decoded-images.ts';
import type { ImageFiles } from './image-files.ts';
import { nodeImageLoader } from './node-images.ts';

const require = createRequire(import.meta.url);

/**
 * The renderer wired to Node: @napi-rs/canvas for drawing, font files read from the
 * renderer's npm packages. One per process: fonts, glyph outlines, decoded images and the
 * PDF font subsetter (which keeps each font file it has seen) are cached in it.
 */
export class NodeRenderer {
  private pdf: Promise<PdfBackend> | undefined;
  private subsetter: Promise<FontSubsetter> | undefined;
  private readonly decoded = new DecodedImages();

  private constructor(
    readonly fonts: FontRegistry,
    readonly backend: CanvasBackend,
  ) {}

  static async create(): Promise<NodeRenderer> {
    const fonts = await FontRegistry.create({ loadFontFile: readFontFile });
    const backend = new CanvasBackend({ Path2D: Path2D as unknown as typeof globalThis.Path2D, glyphs: fonts });
    return new NodeRenderer(fonts, backend);
  }

  /** Images are read from `files` (see ImageFiles); `keepBytes` collects their files' bytes. */
  prepare(doc: ProjectDocument, files: ImageFiles & { keepBytes?: Map<string, Uint8Array> }): Promise<PreparedDocument<Image>> {
    return prepareDocument(doc, { fonts: this.fonts, loadImage: nodeImageLoader({ ...files, decoded: this.decoded }) });
  }

  /** Draws one page at `scale` and returns the canvas (encode it with `encode('png')`). */
  drawPage(prepared: PreparedDocument<Image>, index: number, scale: number, images = prepared.drawableImages(), scene = prepared.scenePage(index)) {
    const canvas = createCanvas(Math.round(scene.width * scale), Math.round(scene.height * scale));
    this.drawOn(canvas.getContext('2d'), scene, scale, images);
    return canvas;
  }

  /** Draws a scene at `scale` on a context whose canvas is the scene's size times `scale`. */
  drawOn(ctx: SKRSContext2D, scene: Scene, scale: number, images: ReadonlyMap<string, Image>): void {
    this.backend.draw(ctx as unknown as CanvasRenderingContext2D, scene, {
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
}
