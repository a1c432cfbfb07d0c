import { PDFContext, PDFRawStream, PDFRef, PDFString } from 'pdf-lib';
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
  /** Advance of each code's glyph in PDF glyph space (1000 units per em). */
  widths: Map<number, number>;
  /** The text each code stands for. */
  texts: Map<number, string>;
  /** The glyphs used, which the subset keeps. */
  glyphs: Set<number>;
  /** Outlines in CFF (FontFile3, CIDFontType0), whose CIDs no CIDToGIDMap redirects: one code per glyph. */
  cff: boolean;
  /** The first code past the font's glyphs: extra codes, each drawing a glyph with other text than its own code names. */
  firstExtraCode: number;
  /** The glyph of each extra code, in order from `firstExtraCode`. */
  extraGlyphs: number[];
  /** Extra codes by glyph and text. */
  extraCodes: Map<string, number>;
}

/** The run's codes in the content stream, one per glyph. */
export type FontUse = Pick<UsedFont, 'resource' | 'ref' | 'widths'> & { codes: number[] };

const LAST_CODE = 0xffff;

/**
 * The fonts of one PDF: each face the scenes use becomes one Type0 font with Identity-H
 * encoding over a subset TrueType (or CFF) CIDFont, so a 2-byte code in the content stream
 * is the renderer's glyph id itself, but for a glyph that stands for other text elsewhere
 * (`use`). Pages reference fonts by a ref allocated on first use; the font objects are
 * written once all pages are known, with exactly the glyphs used.
 */
export class PdfFonts {
  private readonly used = new Map<string, UsedFont>();

  constructor(
    private readonly context: PDFContext,
    private readonly env: PdfFontEnv,
  ) {}

  /**
   * Registers a run's glyphs and text; returns the font's resource name, ref, widths and the
   * run's codes. A glyph's code is its id, unless the glyph already stands for other text: an
   * initial teh and an initial yeh of Noto Sans Arabic are one dotless glyph, which one code
   * would make every such letter copy as whichever came first. That glyph then gets a code of
   * its own for this text, past the font's glyphs, and CIDToGIDMap sends it to the glyph.
   */
  use(op: GlyphsOp): FontUse {
    const font = this.font(op.fontKey);
    const texts = glyphTexts(op);
    const codes = op.glyphs.map(({ id }, index) => {
      font.glyphs.add(id);
      const code = this.code(font, id, texts[index]);
      if (!font.widths.has(code)) font.widths.set(code, round((font.face.font.glyphHAdvance(id) * 1000) / font.face.metrics.unitsPerEm));
      return code;
    });
    return { resource: font.resource, ref: font.ref, widths: font.widths, codes };
  }

  private code(font: UsedFont, id: number, text: string | undefined): number {
    const named = font.texts.get(id);
    if (text === undefined || named === text) return id;
    if (named === undefined) {
      font.texts.set(id, text);
      return id;
    }
    const key = `${id}:${text}`;
    let code = font.extraCodes.get(key);
    if (code === undefined) {
      code = font.firstExtraCode + font.extraGlyphs.length;
      if (font.cff || code > LAST_CODE) return id;
      font.extraGlyphs.push(id);
      font.extraCodes.set(key, code);
      font.texts.set(code, text);
    }
    return code;
  }

  /** Subsets and writes every used font. */
  async embed(): Promise<void> {
    const { subsetter } = this.env;
    await Promise.all(
      [...this.used.keys()].filter((key) => !subsetter.hasFace(key)).map(async (key) => subsetter.addFace(key, await this.env.fontBytes(key))),
    );
    for (const [key, font] of this.used) this.write(font, subsetter.subset(key, font.glyphs));
  }

  private font(fontKey: string): UsedFont {
    let font = this.used.get(fontKey);
    if (!font) {
      const face = this.env.fonts.face(fontKey);
      if (!face) throw new Error(`font ${fontKey} is not loaded`);
      font = {
        resource: `F${this.used.size + 1}`,
        ref: this.context.nextRef(),
        face,
        widths: new Map(),
        texts: new Map(),
        glyphs: new Set(),
        ...sfntFacts(face),
        extraGlyphs: [],
        extraCodes: new Map(),
      };
      this.used.set(fontKey, font);
    }
    return font;
  }

  private write(font: UsedFont, bytes: Uint8Array): void {
    const { context } = this;
    const { metrics } = font.face;
    const scale = 1000 / metrics.unitsPerEm;
    const { cff } = font;
    const name = `${subsetTag(font.glyphs)}+${postScriptName(font.face)}`;
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
      ...(cff ? {} : { CIDToGIDMap: font.extraGlyphs.length ? context.register(cidToGid(context, font, this.env.deflate)) : 'Identity' }),
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

/**
 * The CIDToGIDMap: each code's glyph as 2 bytes, the code itself below the first extra code, as
 * rows of a PNG "Up" predictor (FlateDecode reads it, ISO 32000 §7.4.4.4): the map must
 * reach past the font's glyphs, and a run of identity entries so filtered compresses to almost
 * nothing. The fixtures' PDFs that need a map grew by 0.3–3.6 KB so, by 1–13 KB with the map
 * deflated as it is.
 */
function cidToGid(context: PDFContext, { firstExtraCode, extraGlyphs }: UsedFont, deflate: Deflate | undefined): PDFRawStream {
  const count = firstExtraCode + extraGlyphs.length;
  const glyph = (code: number) => (code < firstExtraCode ? code : extraGlyphs[code - firstExtraCode]!);
  const rows = new Uint8Array(count * 3);
  for (let code = 0, previous = 0; code < count; code++) {
    const value = glyph(code);
    rows.set([PNG_UP, ((value >> 8) - (previous >> 8)) & 0xff, ((value & 0xff) - (previous & 0xff)) & 0xff], code * 3);
    previous = value;
  }
  return flateStream(context, rows, { DecodeParms: { Predictor: 12, Colors: 1, BitsPerComponent: 8, Columns: 2 } }, deflate);
}

/** The PNG filter type of a row that holds its difference from the row above. */
const PNG_UP = 2;

type SfntFacts = Pick<UsedFont, 'cff' | 'firstExtraCode'>;
const facts = new WeakMap<LoadedFace, SfntFacts>();

/** Whether the face's outlines are CFF, and its number of glyphs (maxp), the first extra code: read once per face. */
function sfntFacts(face: LoadedFace): SfntFacts {
  let known = facts.get(face);
  if (!known) {
    const maxp = face.font.face.referenceTable('maxp');
    known = { cff: face.font.face.referenceTable('CFF ') !== undefined, firstExtraCode: maxp ? (maxp[4]! << 8) | maxp[5]! : LAST_CODE + 1 };
    facts.set(face, known);
  }
  return known;
}

/** `[first [w w w] next [w] …]`, consecutive codes grouped. */
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

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
