import type { ContentNode, Paragraph, ThemeJson } from '@folio/layout';
import { effectiveLang, layoutText, toParagraphInputs, transformSpans, type DrawOp, type FontRegistry, type ParagraphInput, type TextLayout, type TextStyle } from '@folio/renderer';
import type PptxGenJS from 'pptxgenjs';
import { officeFace } from './office-face.ts';
import { inch, pptxColor, pt } from './units.ts';

type TextRun = PptxGenJS.TextProps;

/**
 * A text block as one PowerPoint text box: the block's paragraphs with their marks, and a
 * soft line break (`<a:br/>`) wherever the renderer ended a line, so the slide breaks
 * lines exactly where the editor does. The box is the layout box, with no insets and no
 * autofit; line spacing and paragraph spacing are the renderer's, in points.
 */
export function textBlockBox(
  slide: PptxGenJS.Slide,
  node: ContentNode & { content: { kind: 'text'; paragraphs: Paragraph[] } },
  box: { x: number; y: number; width: number; height: number },
  ops: readonly DrawOp[],
  ctx: { theme: ThemeJson; fonts: FontRegistry },
): void {
  const inputs = toParagraphInputs(ctx.theme, node.content.paragraphs);
  const layout = layoutText(ctx.fonts, inputs, Math.max(1, box.width));
  const runs = textRuns(inputs, layout);
  if (!runs.length) return;
  const first = ops.find((op) => op.op === 'glyphs');
  // Hints are never exported: the box starts at the first line of text.
  const shown = layout.lines.filter((line) => !line.hint);
  const firstLine = shown[0];
  const firstRun = firstLine?.runs[0];
  const top = first && first.op === 'glyphs' && firstRun ? first.y - firstRun.baseline + (firstLine?.top ?? 0) : box.y;
  // One line never wraps. Wrapped lines end in the renderer's breaks anyway; the slack only
  // keeps a viewer whose fonts measure a hair wider from breaking them a second time (CJK
  // orphans in LibreOffice), on the side the lines do not align to.
  const single = shown.length <= 1;
  const slack = single ? 0 : Math.max(MIN_SLACK, box.width * SLACK);
  const sides = new Set(shown.map((line) => alignment(inputs[line.paragraph]!.align, line.rtl)));
  const before = sides.size === 1 && (sides.has('right') || (sides.has('justify') && shown[0]!.rtl)) ? slack : sides.size === 1 && (sides.has('left') || sides.has('justify')) ? 0 : slack / 2;
  slide.addText(runs, {
    // Named after the block, so the selection pane (and the line-break test) can tell boxes apart.
    objectName: node.id,
    x: inch(box.x - before),
    y: inch(top),
    w: inch(box.width + slack),
    h: inch(Math.max(layout.height - (firstLine?.top ?? 0), 1)),
    margin: 0,
    valign: 'top',
    fit: 'none',
    wrap: !single,
  });
}

/** Room a wrapped box gets beyond the renderer's line width: 3 % of it, 6 px at least. */
const SLACK = 0.03;
const MIN_SLACK = 6;

/** The renderer's lines of each paragraph as pptxgenjs runs: soft breaks between lines, a new paragraph after the last. */
export function textRuns(inputs: readonly ParagraphInput[], layout: TextLayout): TextRun[] {
  const out: TextRun[] = [];
  inputs.forEach((input, index) => {
    const lines = layout.lines.filter((line) => line.paragraph === index);
    // An empty paragraph's hint is editor guidance: its room stays, as space after the paragraph before.
    if (!lines.length || input.hint) return;
    const next = layout.lines.find((line) => line.paragraph > index && !line.hint);
    const last = lines.at(-1)!;
    const paragraph: PptxGenJS.TextPropsOptions = {
      align: alignment(input.align, lines[0]!.rtl),
      rtlMode: lines[0]!.rtl,
      lineSpacing: pt(lines[0]!.height),
      paraSpaceAfter: next ? pt(Math.max(0, next.top - (last.top + last.height))) : 0,
      ...(input.lang ? { lang: input.lang } : {}),
      ...(input.list
        ? { bullet: input.list.kind === 'ordered' ? { type: 'number' as const } : true, indentLevel: input.list.level }
        : {}),
    };
    const breaks = lines.slice(0, -1).map((line) => line.end);
    const shown = displayedText(input);
    const pieces: TextRun[] = [];
    let offset = 0;
    for (const span of input.spans) {
      const spanEnd = offset + span.text.length;
      let cursor = offset;
      for (const cut of [...breaks.filter((at) => at > offset && at < spanEnd), spanEnd]) {
        const text = shown(cursor, cut);
        if (text) pieces.push({ text, options: { ...paragraph, ...runStyle(span.style), ...(breaks.includes(cursor) && cursor > 0 ? { softBreakBefore: true } : {}) } });
        cursor = cut;
      }
      offset = spanEnd;
    }
    // A blank paragraph still takes its line: an empty run in its style keeps the height.
    if (!pieces.length) pieces.push({ text: '', options: { ...paragraph, ...runStyle(input.spans[0]!.style) } });
    pieces.at(-1)!.options = { ...pieces.at(-1)!.options, breakLine: true };
    out.push(...pieces);
  });
  const end = out.at(-1);
  if (end?.options) delete end.options.breakLine;
  return out;
}

export function runStyle(style: TextStyle): PptxGenJS.TextPropsOptions {
  const color = pptxColor(style.color);
  const face = officeFace(style.fontFamily, style.fontWeight, style.italic);
  return {
    fontFace: face.typeface,
    fontSize: pt(style.fontSize),
    bold: face.bold,
    italic: face.italic,
    color: color.color,
    ...(color.transparency ? { transparency: color.transparency } : {}),
    ...(style.underline ? { underline: { style: 'sng' as const } } : {}),
    ...(style.strike ? { strike: 'sngStrike' as const } : {}),
    ...(style.link ? { hyperlink: { url: style.link } } : {}),
    ...(style.letterSpacing ? { charSpacing: pt(style.letterSpacing) } : {}),
  };
}

/**
 * The text the renderer draws for a range of the paragraph's typed text: its text-transform
 * applied over the whole paragraph, as the renderer applies it (a word is capitalized after
 * any character that is not a letter, mark, digit or apostrophe: "Mcdonald-Smith", "3rd-Party";
 * a span continues the word the previous one ended).
 */
function displayedText(input: ParagraphInput): (start: number, end: number) => string {
  const raw = input.spans.map((span) => span.text).join('');
  const { text, sourceOffset } = transformSpans(input.spans, effectiveLang(raw, input.lang));
  return (start, end) => {
    let out = '';
    for (let i = 0; i < text.length; i++) if (sourceOffset[i]! >= start && sourceOffset[i]! < end) out += text[i];
    return out;
  };
}

function alignment(align: ParagraphInput['align'], rtl: boolean): PptxGenJS.HAlign {
  switch (align) {
    case 'center':
      return 'center';
    case 'justify':
      return 'justify';
    case 'left':
      return 'left';
    case 'right':
      return 'right';
    case 'end':
      return rtl ? 'left' : 'right';
    default:
      return rtl ? 'right' : 'left';
  }
}
