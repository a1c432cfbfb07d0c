import { PDFBool, PDFDocument, PDFHexString, PDFName, PDFRef, PDFStream, type PDFDict } from 'pdf-lib';
import { parseColor, type Rgba } from '../../themes/color.ts';
import type { LinearGradient } from '../../scene/types.ts';
import { num } from './pdf-paths.ts';

/**
 * An image for the PDF: a PNG or JPEG file, as its caller says it is; a PNG file's samples as
 * the file stores them; or pixels its caller drew (a tiny image drawn large, smoothed to a
 * larger size; an SVG; see the export's image-rendition), which go in as they are rather than
 * through a PNG file pdf-lib would decode again. `width` and `height` are the size the scene's
 * source rectangles refer to (the decoded original), which the file or pixels may exceed.
 */
export type PdfImage = ({ bytes: Uint8Array; format: 'png' | 'jpeg' } | { samples: PdfSamples } | { pixels: PdfPixels }) & { width: number; height: number };

/** Unpremultiplied RGBA, row by row (what a canvas's `getImageData` gives). */
export interface PdfPixels {
  rgba: Uint8Array;
  width: number;
  height: number;
}

/**
 * An image's samples as a PNG file stores them: zlib-compressed rows, each after the byte that
 * names its PNG filter, which FlateDecode with /Predictor 15 reads as they are, undecoded.
 * An alpha channel comes the same way, as a grey image of its own at the same depth.
 */
export interface PdfSamples {
  width: number;
  height: number;
  bitsPerComponent: 1 | 2 | 4 | 8 | 16;
  /** Grey, RGB, or indices into a palette of RGB triples. */
  color: { space: 'DeviceGray' | 'DeviceRGB' } | { space: 'Indexed'; palette: Uint8Array };
  data: Uint8Array;
  alpha?: Uint8Array;
}

/**
 * Named resources shared by every page of one PDF (one Resources dictionary serves all
 * pages): transparency states, gradient patterns and soft masks, images and fonts. Each
 * is written once however often pages use it; an image used on ten slides is one object.
 */
export class PdfResources {
  private readonly states = new Map<string, string>();
  private readonly patterns = new Map<string, string>();
  private readonly images = new Map<string, { name: string; width: number; height: number }>();
  private readonly entries = { ExtGState: new Map<string, PDFRef>(), Pattern: new Map<string, PDFRef>(), XObject: new Map<string, PDFRef>(), Font: new Map<string, PDFRef>() };
  private readonly colors = new Map<string, Rgba>();

  constructor(private readonly doc: PDFDocument) {}

  /** JPEG goes in as it is (DCTDecode), and samples as they are (`embedSamples`); a PNG file is re-compressed by pdf-lib, and pixels by `embedPixels`, with any alpha as a soft mask. */
  async embedImages(sources: Iterable<string>, images: ReadonlyMap<string, PdfImage>): Promise<Map<string, string>> {
    const errors = new Map<string, string>();
    await Promise.all(
      [...new Set(sources)].map(async (src) => {
        const source = images.get(src);
        if (!source || this.images.has(src)) return;
        try {
          const ref = 'pixels' in source ? this.embedPixels(source.pixels) : 'samples' in source ? this.embedSamples(source.samples) : await this.embedFile(source);
          this.smoothWhenScaled(ref);
          const name = `Im${this.entries.XObject.size + 1}`;
          this.entries.XObject.set(name, ref);
          this.images.set(src, { name, width: source.width, height: source.height });
        } catch (error) {
          errors.set(src, error instanceof Error ? error.message : String(error));
        }
      }),
    );
    return errors;
  }

  private async embedFile({ bytes, format }: { bytes: Uint8Array; format: 'png' | 'jpeg' }): Promise<PDFRef> {
    // pdf-lib reads a JPEG from the start of its ArrayBuffer: a view into a larger one (a file
    // that crossed from the server to its export process) is copied to a buffer of its own
    // (with Uint8Array's constructor: a Buffer's slice() is a view).
    const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
    const image = format === 'jpeg' ? await this.doc.embedJpg(own) : await this.doc.embedPng(own);
    await image.embed();
    return image.ref;
  }

  /**
   * The image XObject pdf-lib makes of a PNG, made from pixels: their colour, and their alpha
   * as a soft mask unless every pixel is opaque (pdf-lib drops an opaque PNG's alpha too).
   */
  private embedPixels({ rgba, width, height }: PdfPixels): PDFRef {
    const count = width * height;
    const rgb = new Uint8Array(count * 3);
    const alpha = new Uint8Array(count);
    let opaque = true;
    for (let pixel = 0; pixel < count; pixel++) {
      rgb[pixel * 3] = rgba[pixel * 4]!;
      rgb[pixel * 3 + 1] = rgba[pixel * 4 + 1]!;
      rgb[pixel * 3 + 2] = rgba[pixel * 4 + 2]!;
      alpha[pixel] = rgba[pixel * 4 + 3]!;
      if (alpha[pixel] !== 255) opaque = false;
    }
    const { context } = this.doc;
    const image = { Type: 'XObject', Subtype: 'Image', BitsPerComponent: 8, Width: width, Height: height };
    const mask = opaque ? undefined : context.register(context.flateStream(alpha, { ...image, ColorSpace: 'DeviceGray', Decode: [0, 1] }));
    return context.register(context.flateStream(rgb, { ...image, ColorSpace: 'DeviceRGB', ...(mask ? { SMask: mask } : {}) }));
  }

  /** An image XObject of PNG-filtered samples, with their alpha, when they have some, as a soft mask. */
  private embedSamples({ width, height, bitsPerComponent, color, data, alpha }: PdfSamples): PDFRef {
    const { context } = this.doc;
    const image = { Type: 'XObject', Subtype: 'Image', BitsPerComponent: bitsPerComponent, Width: width, Height: height, Filter: 'FlateDecode' };
    const rows = (colors: number) => context.obj({ Predictor: 15, Colors: colors, BitsPerComponent: bitsPerComponent, Columns: width });
    const mask = alpha && context.register(context.stream(alpha, { ...image, ColorSpace: 'DeviceGray', DecodeParms: rows(1) }));
    const space = color.space === 'Indexed' ? context.obj(['Indexed', 'DeviceRGB', color.palette.length / 3 - 1, PDFHexString.of(Array.from(color.palette, (byte) => byte.toString(16).padStart(2, '0')).join(''))]) : color.space;
    return context.register(context.stream(data, { ...image, ColorSpace: space, DecodeParms: rows(color.space === 'DeviceRGB' ? 3 : 1), ...(mask ? { SMask: mask } : {}) }));
  }

  /**
   * The canvas smooths images it scales (a small image drawn large is blurred, not
   * pixelated); /Interpolate asks viewers to do the same, for the image and its alpha.
   */
  private smoothWhenScaled(ref: PDFRef): void {
    const stream = this.doc.context.lookup(ref);
    if (!(stream instanceof PDFStream)) return;
    stream.dict.set(PDFName.of('Interpolate'), PDFBool.True);
    const mask = stream.dict.get(PDFName.of('SMask'));
    const maskStream = mask instanceof PDFRef ? this.doc.context.lookup(mask) : undefined;
    if (maskStream instanceof PDFStream) maskStream.dict.set(PDFName.of('Interpolate'), PDFBool.True);
  }

  image(src: string): { name: string; width: number; height: number } | undefined {
    return this.images.get(src);
  }

  font(name: string, ref: PDFRef): void {
    this.entries.Font.set(name, ref);
  }

  color(css: string): Rgba {
    let rgba = this.colors.get(css);
    if (!rgba) {
      rgba = parseColor(css);
      this.colors.set(css, rgba);
    }
    return rgba;
  }

  /** An ExtGState with these constant fill and stroke alphas. */
  alpha(fill: number, stroke: number): string {
    const key = `${num(fill)}/${num(stroke)}`;
    let name = this.states.get(key);
    if (!name) {
      name = `GS${this.entries.ExtGState.size + 1}`;
      this.entries.ExtGState.set(name, this.doc.context.register(this.doc.context.obj({ Type: 'ExtGState', ca: Number(num(fill)), CA: Number(num(stroke)) })));
      this.states.set(key, name);
    }
    return name;
  }

  /**
   * A shading pattern for a linear gradient. Patterns live in the page's default space,
   * not the flipped px space the content stream draws in, so the flip goes in its matrix.
   */
  gradient(paint: LinearGradient, pageHeight: number): string {
    const key = `${pageHeight}:${JSON.stringify(paint)}`;
    let name = this.patterns.get(key);
    if (!name) {
      const { context } = this.doc;
      const shading = this.shading(paint, (rgba) => [rgba.r / 255, rgba.g / 255, rgba.b / 255], 'DeviceRGB');
      name = `P${this.entries.Pattern.size + 1}`;
      this.entries.Pattern.set(name, context.register(context.obj({ PatternType: 2, Shading: shading, Matrix: [1, 0, 0, -1, 0, pageHeight] })));
      this.patterns.set(key, name);
    }
    return name;
  }

  /**
   * An ExtGState whose soft mask is the gradient's alpha ramp, for gradients that fade
   * (a video's darkened lower edge): PDF shadings carry colour only.
   */
  gradientMask(paint: LinearGradient, bbox: [number, number, number, number]): string {
    const { context } = this.doc;
    const shading = this.shading(paint, (rgba) => [rgba.a], 'DeviceGray');
    const form = context.stream(`/Sh0 sh`, {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: bbox,
      Group: { S: 'Transparency', CS: 'DeviceGray' },
      Resources: { Shading: { Sh0: shading } },
    });
    const name = `GS${this.entries.ExtGState.size + 1}`;
    this.entries.ExtGState.set(name, context.register(context.obj({ Type: 'ExtGState', SMask: { Type: 'Mask', S: 'Luminosity', G: context.register(form) } })));
    return name;
  }

  hasAlphaRamp(paint: LinearGradient): boolean {
    const alphas = paint.stops.map((stop) => this.color(stop.color).a);
    return alphas.some((alpha) => alpha !== alphas[0]);
  }

  /** The shared alpha of a gradient whose stops all have the same one. */
  gradientAlpha(paint: LinearGradient): number {
    return paint.stops.length ? this.color(paint.stops[0]!.color).a : 1;
  }

  dict(): PDFDict {
    const { context } = this.doc;
    const section = (map: Map<string, PDFRef>) => context.obj(Object.fromEntries(map));
    const dict = context.obj({ ProcSet: ['PDF', 'Text', 'ImageB', 'ImageC', 'ImageI'] });
    for (const [key, map] of Object.entries(this.entries)) if (map.size) dict.set(PDFName.of(key), section(map));
    return dict;
  }

  private shading(paint: LinearGradient, channels: (rgba: Rgba) => number[], space: string): PDFRef {
    const { context } = this.doc;
    const stops = [...paint.stops].sort((a, b) => a.offset - b.offset);
    const colors = stops.map((stop) => channels(this.color(stop.color)));
    const pieces = stops.slice(1).map((_stop, index) => context.obj({ FunctionType: 2, Domain: [0, 1], C0: colors[index]!, C1: colors[index + 1]!, N: 1 }));
    const fn =
      stops.length < 2
        ? context.obj({ FunctionType: 2, Domain: [0, 1], C0: colors[0] ?? [0], C1: colors[0] ?? [0], N: 1 })
        : pieces.length === 1 && stops[0]!.offset === 0 && stops[1]!.offset === 1
          ? pieces[0]!
          : context.obj({
              FunctionType: 3,
              Domain: [stops[0]!.offset, stops.at(-1)!.offset],
              Functions: pieces,
              Bounds: stops.slice(1, -1).map((stop) => stop.offset),
              Encode: pieces.flatMap(() => [0, 1]),
            });
    // Extend both ways: beyond its end stops a canvas gradient keeps the end colours.
    const domain = stops.length < 2 ? [0, 1] : [stops[0]!.offset, stops.at(-1)!.offset];
    const [x0, y0, x1, y1] = [paint.x0, paint.y0, paint.x1, paint.y1];
    const start = [x0 + (x1 - x0) * domain[0]!, y0 + (y1 - y0) * domain[0]!];
    const end = [x0 + (x1 - x0) * domain[1]!, y0 + (y1 - y0) * domain[1]!];
    return context.register(context.obj({ ShadingType: 2, ColorSpace: space, Coords: [...start, ...end], Domain: domain, Function: fn, Extend: [true, true] }));
  }
}
