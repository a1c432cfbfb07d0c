import { inflateSync } from 'node:zlib';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';
import { describe, expect, test } from 'vitest';
import { PdfResources, type PdfPixels } from './pdf-resources.ts';

/** The image XObject a source was embedded as: its dictionary and its decompressed bytes, and its soft mask's. */
function embedded(doc: PDFDocument, resources: PdfResources, src: string) {
  const xobjects = resources.dict().get(PDFName.of('XObject')) as PDFDict;
  const stream = doc.context.lookup(xobjects.get(PDFName.of(resources.image(src)!.name)) as PDFRef) as PDFRawStream;
  const mask = stream.dict.get(PDFName.of('SMask'));
  const maskStream = mask instanceof PDFRef ? (doc.context.lookup(mask) as PDFRawStream) : undefined;
  return {
    size: [stream.dict.get(PDFName.of('Width'))?.toString(), stream.dict.get(PDFName.of('Height'))?.toString()],
    colorSpace: stream.dict.get(PDFName.of('ColorSpace'))?.toString(),
    colour: [...inflateSync(stream.contents)],
    alpha: maskStream ? [...inflateSync(maskStream.contents)] : undefined,
  };
}

describe('pixels drawn for the PDF', () => {
  const pixels = (rgba: number[]): PdfPixels => ({ rgba: Uint8Array.from(rgba), width: 2, height: 1 });

  test('go in as their colours, with their alpha as a soft mask only when some pixel is not opaque', async () => {
    const doc = await PDFDocument.create();
    const resources = new PdfResources(doc);
    const images = new Map([
      ['opaque', { pixels: pixels([255, 0, 0, 255, 0, 0, 255, 255]), width: 1, height: 1 }],
      ['translucent', { pixels: pixels([255, 0, 0, 128, 0, 0, 255, 255]), width: 1, height: 1 }],
    ]);
    expect(await resources.embedImages(images.keys(), images)).toEqual(new Map());
    expect(embedded(doc, resources, 'opaque')).toEqual({ size: ['2', '1'], colorSpace: '/DeviceRGB', colour: [255, 0, 0, 0, 0, 255], alpha: undefined });
    expect(embedded(doc, resources, 'translucent')).toEqual({ size: ['2', '1'], colorSpace: '/DeviceRGB', colour: [255, 0, 0, 0, 0, 255], alpha: [128, 255] });
    // The drawn size is what scenes' source rectangles refer to, not the pixels' size.
    expect(resources.image('opaque')).toMatchObject({ width: 1, height: 1 });
  });
});
