import { PDFContext, PDFRef, PDFString } from 'pdf-lib';
import type { FontRegistry } from '../../fonts/registry.ts';
import type { LoadedFace } from '../../fonts/loaded-face.ts';
import type { GlyphsOp } from '../../scene/types.ts';
import type { FontSubsetter } from './font-subsetter.ts';
import { glyphTexts } from './glyph-text.ts';
import { flateStream, type Deflate } from './pdf-streams.ts';
import { toUnicodeCMap } from './to-unicode.ts';

/** Where the PDF backend gets fonts: the registry that shaped the text, the same files' bytes, a subsetter. */
export interface PdfFontEnv {
  fonts: FontRegistry;
  fontBytes(fontKey: string): Promise<Uint8Array>;
  subsetter: FontSubsetter;
  /** Compresses font files and content streams; pdf-lib's JavaScript deflate when absent (browsers). */
  deflate?: Deflate;
}

interface UsedFont {
  resource: string;
  ref: PDFRef;
  face: LoadedFace;
  /** Advance of each used glyph in PDF glyph space (1000 units per em). */
  widths: Map<number, number>;
  texts: Map<number, string>;
}

/**
 * The fonts of one PDF: each face the scenes use becomes one Type0 font with Identity-H
 * encoding over a subset TrueType (or CFF) CIDFont, so a 2-byte code in the content stream
 * is the renderer's glyph id itself. Pages reference fonts by a ref allocated on first use;
 * the font objects are written once all pages are known, with exactly the glyphs used.
 */
export class PdfFonts {
  private readonly used = new Map<string, UsedFont>();

  constructor(
    private readonly context: PDFContext,
    private readonly env: PdfFontEnv,
  ) {}

  /** Registers a run's glyphs and text; returns the font's resource name, ref and glyph widths. */
  use(op: GlyphsOp): UsedFont {
    const font = this.font(op.fontKey);
    const ids = op.glyphs.map((glyph) => glyph.id);
    const texts = glyphTexts(op);
    const upem = font.face.metrics.unitsPerEm;
    ids.forEach((id, index) => {
      if (!font.widths.has(id)) font.widths.set(id, round((font.face.font.glyphHAdvance(id) * 1000) / upem));
      const text = texts[index];
      if (text !== undefined && !font.texts.has(id)) font.texts.set(id, text);
    });
    return font;
  }

  /** Subsets and writes every used font. */
  async embed(): Promise<void> {
    const { subsetter } = this.env;
    await Promise.all(
      [...this.used.keys()].filter((key) => !subsetter.hasFace(key)).map(async (key) => subsetter.addFace(key, await this.env.fontBytes(key))),
    );
    for (const [key, font] of this.used) this.write(font, subsetter.subset(key, font.widths.keys()));
  }

  private font(fontKey: string): UsedFont {
    let font = this.used.get(fontKey);
    if (!font) {
      const face = this.env.fonts.face(fontKey);
      if (!face) throw new Error(`font ${fontKey} is not loaded`);
      font = { resource: `F${this.used.size + 1}`, ref: this.context.nextRef(), face, widths: new Map(), texts: new Map() };
      this.used.set(fontKey, font);
    }
    return font;
  }

  private write(font: UsedFont, bytes: Uint8Array): void {
    const { context } = this;
    const { metrics } = font.face;
    const scale = 1000 / metrics.unitsPerEm;
    const cff = hasTable(bytes, 'CFF ');
    const name = `${subsetTag(font.widths.keys())}+${postScriptName(font.face)}`;
    const fontFile = flateStream(context, bytes, cff ? { Subtype: 'OpenType' } : { Length1: bytes.length }, this.env.deflate);
    const descriptor = context.obj({
      Type: 'FontDescriptor',
      FontName: name,
      // Symbolic: glyphs are addressed by id, not through a standard encoding.
      Flags: 4 | (font.face.entry.style === 'italic' ? 64 : 0),
      FontBBox: [-metrics.unitsPerEm, -metrics.descender, 2 * metrics.unitsPerEm, metrics.ascender].map((value) => round(value * scale)),
      ItalicAngle: font.face.entry.style === 'italic' ? -12 : 0,
      Ascent: round(metrics.ascender * scale),
      Descent: round(-metrics.descender * scale),
      CapHeight: round(metrics.ascender * scale * 0.7),
      StemV: 80,
      [cff ? 'FontFile3' : 'FontFile2']: context.register(fontFile),
    });
    const cidFont = context.obj({
      Type: 'Font',
      Subtype: cff ? 'CIDFontType0' : 'CIDFontType2',
      BaseFont: name,
      CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
      FontDescriptor: context.register(descriptor),
      DW: 0,
      W: widthArray(font.widths),
      ...(cff ? {} : { CIDToGIDMap: 'Identity' }),
    });
    const toUnicode = flateStream(context, toUnicodeCMap(font.texts), {}, this.env.deflate);
    context.assign(
      font.ref,
      context.obj({
        Type: 'Font',
        Subtype: 'Type0',
        BaseFont: name,
        Encoding: 'Identity-H',
        DescendantFonts: [context.register(cidFont)],
        ToUnicode: context.register(toUnicode),
      }),
    );
  }
}

/** `[first [w w w] next [w] …]`, consecutive ids grouped. */
function widthArray(widths: ReadonlyMap<number, number>): (number | number[])[] {
  const out: (number | number[])[] = [];
  let group: number[] | undefined;
  let last = -2;
  for (const id of [...widths.keys()].sort((a, b) => a - b)) {
    if (id !== last + 1 || !group) {
      group = [];
      out.push(id, group);
    }
    group.push(widths.get(id)!);
    last = id;
  }
  return out;
}

/** Six capital letters naming this subset (ISO 32000 §9.6.4), derived from its glyphs. */
function subsetTag(ids: Iterable<number>): string {
  let hash = 2166136261;
  for (const id of ids) hash = Math.imul(hash ^ id, 16777619) >>> 0;
  let tag = '';
  for (let i = 0; i < 6; i++) {
    tag += String.fromCharCode(65 + (hash % 26));
    hash = Math.floor(hash / 26) + i * 7919;
  }
  return tag;
}

function postScriptName(face: LoadedFace): string {
  const name = face.font.face.getName(6, 'en') || face.entry.file.split('/').pop()!.replace(/\.\w+$/, '');
  return name.replace(/[^A-Za-z0-9-]/g, '');
}

/** Reads the sfnt table directory: CFF-flavoured OpenType needs FontFile3, TrueType FontFile2. */
function hasTable(bytes: Uint8Array, tag: string): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint16(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    if (String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!) === tag) return true;
  }
  return false;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
