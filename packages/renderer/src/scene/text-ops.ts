import type { Paragraph, ParagraphRole, ThemeJson } from '@folio/layout';
import type { FontRegistry } from '../fonts/index.ts';
import type { ParagraphInput, TextStyle } from '../text/index.ts';
import { layoutText } from '../text/index.ts';
import { resolveTextStyle } from '../themes/index.ts';
import type { OpSink } from './blocks/block-renderer.ts';
import type { DrawnLabel, GlyphsOp, MeasuredText } from './types.ts';

/** Theme-resolved paragraphs from the document's rich paragraphs. */
export function toParagraphInputs(theme: ThemeJson, paragraphs: readonly Paragraph[], override?: Partial<TextStyle>): ParagraphInput[] {
  return paragraphs.map((paragraph) => {
    const base = resolveTextStyle(theme, paragraph.role);
    const hinted = paragraph.hint !== undefined && paragraph.spans.every((span) => span.text === '');
    // An empty paragraph with a hint is laid out as if it held the hint, in its role's style: the
    // box is then as big in the editor, which draws the hint, as in the PNG, PDF and PPTX, which do not.
    const spans = hinted
      ? [{ text: paragraph.hint!, style: { ...base, ...override } }]
      : paragraph.spans.map((span) => ({ text: span.text, style: { ...resolveTextStyle(theme, paragraph.role, span.marks), ...override } }));
    return {
      spans,
      ...(hinted ? { hint: true } : {}),
      align: paragraph.align ?? 'start',
      lineHeight: base.lineHeight,
      direction: paragraph.direction ?? 'auto',
      ...(paragraph.lang ? { lang: paragraph.lang } : {}),
      ...(paragraph.list ? { list: { kind: paragraph.list.kind, level: paragraph.list.level, index: 0 } } : {}),
      spaceAfter: spaceAfter(paragraph.role, base.fontSize),
    };
  }).map(numberLists);
}

/** A single plain paragraph in a theme role, for labels, cells and captions. */
export function plainParagraph(
  theme: ThemeJson,
  text: string,
  role: ParagraphRole,
  options: { align?: ParagraphInput['align']; direction?: ParagraphInput['direction']; override?: Partial<TextStyle>; lineHeight?: number } = {},
): ParagraphInput {
  const style = { ...resolveTextStyle(theme, role), ...options.override };
  return {
    spans: [{ text, style }],
    align: options.align ?? 'start',
    lineHeight: options.lineHeight ?? resolveTextStyle(theme, role).lineHeight,
    direction: options.direction ?? 'auto',
  };
}

/** Ordered list items count up within a run of consecutive items of the same level. */
function numberLists(paragraph: ParagraphInput, index: number, all: ParagraphInput[]): ParagraphInput {
  if (!paragraph.list || paragraph.list.kind !== 'ordered') return paragraph;
  let count = 0;
  for (let i = index; i >= 0; i--) {
    const list = all[i]!.list;
    if (!list || list.level < paragraph.list.level) break;
    if (list.kind === 'ordered' && list.level === paragraph.list.level) count++;
  }
  return { ...paragraph, list: { ...paragraph.list, index: count } };
}

/** Paragraph spacing scales with the role's size: a third of the font size, at least 4 px. */
function spaceAfter(role: ParagraphRole, fontSize: number): number {
  return role === 'caption' ? 4 : Math.max(4, Math.round(fontSize / 3));
}

export function measureParagraphs(fonts: FontRegistry, paragraphs: ParagraphInput[], width: number): MeasuredText {
  const boxWidth = Math.max(1, width);
  return { ...layoutText(fonts, paragraphs, boxWidth), paragraphs, boxWidth };
}

/**
 * Emits a laid-out text's glyph runs at (x, y), with underline and strike-through bars
 * placed from the font's own metrics, and link areas over linked runs; records the text with
 * the runs it became (OpSink.label) and returns that record, unless nothing was drawn.
 */
export function pushText(out: OpSink, fonts: FontRegistry, text: MeasuredText, x: number, y: number): DrawnLabel | undefined {
  const runs: GlyphsOp[] = [];
  for (const line of text.lines) {
    for (const run of line.runs) {
      const originX = x + run.x;
      const originY = y + run.baseline;
      const glyphs: GlyphsOp = {
        op: 'glyphs',
        fontKey: run.fontKey,
        fontSize: run.fontSize,
        color: run.color,
        x: originX,
        y: originY,
        glyphs: run.glyphs.map((glyph) => ({ id: glyph.id, x: glyph.x, y: glyph.y })),
        text: run.text,
        clusters: run.clusters,
        width: run.width,
        rtl: run.rtl,
        lineRtl: line.rtl,
      };
      out.push(glyphs);
      runs.push(glyphs);
      if (run.underline || run.strike) {
        const metrics = fonts.metrics(run.fontKey);
        const k = run.fontSize / metrics.unitsPerEm;
        const thickness = Math.max(1, (metrics.underlineThickness ?? metrics.unitsPerEm / 14) * k);
        if (run.underline) {
          const offset = -(metrics.underlinePosition ?? -metrics.unitsPerEm / 10) * k;
          out.push({ op: 'rect', x: originX, y: originY + offset - thickness / 2, width: run.width, height: thickness, fill: run.color });
        }
        if (run.strike) {
          const offset = -(metrics.strikeoutPosition ?? metrics.unitsPerEm * 0.3) * k;
          out.push({ op: 'rect', x: originX, y: originY + offset - thickness / 2, width: run.width, height: thickness, fill: run.color });
        }
      }
      if (run.link) {
        out.push({ op: 'link', x: originX, y: y + line.top, width: run.width, height: line.height, href: run.link });
      }
    }
  }
  if (!runs.length) return undefined;
  const label: DrawnLabel = { paragraphs: text.paragraphs, layout: text, x, y, width: text.boxWidth, runs };
  out.label(label);
  return label;
}
