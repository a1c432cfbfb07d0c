import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import type { Scene } from '../../scene/types.ts';
import { PageContent } from './page-content.ts';
import { PdfFonts, type PdfFontEnv } from './pdf-fonts.ts';
import { PdfResources, type PdfImage } from './pdf-resources.ts';
import { flateStream } from './pdf-streams.ts';

export interface PdfDocumentOptions {
  /** Document title (shown in the viewer's title bar). */
  title: string;
  /** Each image the scenes draw, by scene src: PNG or JPEG. Others draw as placeholders. */
  images?: ReadonlyMap<string, PdfImage>;
}

export interface PdfResult {
  bytes: Uint8Array;
  /** Images that could not be embedded, with the reason: drawn as placeholders. */
  imageErrors: ReadonlyMap<string, string>;
}

/**
 * The PDF backend: draws the same scenes as the canvas backend into a vector PDF, one
 * page per scene at the scene's size (1 layout px = 1 pt). Text is real text: subset
 * fonts, the renderer's glyph ids at the renderer's positions, a ToUnicode map and
 * ActualText spans, so it can be selected, searched and extracted. It takes font and
 * image bytes from its caller and uses no platform API, so it runs in Node and browsers.
 */
export class PdfBackend {
  constructor(private readonly env: PdfFontEnv) {}

  async render(scenes: readonly Scene[], options: PdfDocumentOptions): Promise<PdfResult> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    const { deflate } = this.env;
    // pdf-lib compresses the pixels of a PNG it embeds with its JavaScript deflate; a large
    // image took ≈ 0.2 s of an export that way. The caller's deflate (native zlib) serves it too.
    if (deflate) doc.context.flateStream = (contents, dict) => flateStream(doc.context, contents, dict, deflate);
    const resources = new PdfResources(doc);
    const fonts = new PdfFonts(doc.context, this.env);
    const sources = scenes.flatMap((scene) => scene.ops.flatMap((op) => (op.op === 'image' ? [op.src] : [])));
    const imageErrors = await resources.embedImages(sources, options.images ?? new Map());
    for (const src of sources) if (!options.images?.has(src) && !imageErrors.has(src)) imageErrors.set(src, 'no image bytes');

    const resourceRef = doc.context.nextRef();
    for (const scene of scenes) {
      const content = new PageContent(scene, resources, fonts);
      const stream = flateStream(doc.context, content.write(), {}, this.env.deflate);
      const page = doc.addPage([scene.width, scene.height]);
      page.node.set(PDFName.of('Contents'), doc.context.register(stream));
      page.node.set(PDFName.of('Resources'), resourceRef);
      if (content.links.length) {
        const annots = content.links.map((link) =>
          doc.context.register(
            doc.context.obj({
              Type: 'Annot',
              Subtype: 'Link',
              Rect: [link.x, scene.height - link.y - link.height, link.x + link.width, scene.height - link.y],
              Border: [0, 0, 0],
              A: { S: 'URI', URI: PDFString.of(link.href) },
            }),
          ),
        );
        page.node.set(PDFName.of('Annots'), doc.context.obj(annots));
      }
    }
    await fonts.embed();
    doc.context.assign(resourceRef, resources.dict());

    doc.setTitle(options.title, { showInWindowTitleBar: true });
    doc.setCreator('Folio');
    doc.setProducer('Folio (pdf-lib)');
    // pdf-lib waits a timer tick (≥ 1 ms) after every 50 objects it writes, to let a page's
    // events run; exports run in processes of their own, and a diagram's PDF in the editor is one page.
    const bytes = await doc.save({ useObjectStreams: true, objectsPerTick: Infinity });
    return { bytes, imageErrors };
  }
}
