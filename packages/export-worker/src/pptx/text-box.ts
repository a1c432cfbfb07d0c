import { effectiveLang, transformSpans, type DrawnText, type LaidLine, type ParagraphInput, type TextLayout, type TextStyle } from '@folio/renderer';
import type PptxGenJS from 'pptxgenjs';
import { officeFace } from './office-face.ts';
import { inch, pptxColor, pt } from './units.ts';

type TextRun = PptxGenJS.TextProps;

/**
 * A text block as one PowerPoint text box: the block's paragraphs with their marks, and a
 * soft line break (`<a:br/>`) wherever the renderer ended a line, so the slide breaks
 * lines exactly where the editor does: `drawn` is the very layout the scene was drawn from,
 * and where it was drawn. The box is the layout box, with no insets and no
 * autofit; line spacing is the renderer's, in points. The box's top and the space after each
 * paragraph make up for where a viewer sets text within its line (`leadingShift`), so every
 * paragraph's baselines land on the renderer's.
 */
export function textBlockBox(slide: PptxGenJS.Slide, name: string, box: { x: number; width: number }, drawn: Pick<DrawnText, 'layout' | 'y'> & { paragraphs: readonly ParagraphInput[] }): void {
  const { paragraphs: inputs, layout } = drawn;
  const shifts = inputs.map((_, index) => leadingShift(layout.lines.find((line) => line.paragraph === index && !line.hint)));
  const runs = textRuns(inputs, layout, shifts);
  if (!runs.length) return;
  // Hints are never exported: the box starts at the first line of text.
  const shown = layout.lines.filter((line) => !line.hint);
  const firstLine = shown[0];
  const top = drawn.y + (firstLine ? firstLine.top - shifts[firstLine.paragraph]! : 0);
  // One line never wraps. Wrapped lines end in the renderer's breaks anyway; the slack only
  // keeps a viewer whose fonts measure a hair wider from breaking them a second time (CJK
  // orphans in LibreOffice), on the side the lines do not align to.
  const sides = new Set(shown.map((line) => alignment(inputs[line.paragraph]!.align, line.rtl)));
  // Nor does a justified one: a viewer stretches every line that ends in a soft break to the
  // box's width, so the box is exactly the renderer's. Nor one whose paragraphs align to
  // different sides (English left, Arabic right): the box would grow on a side some of its
  // lines are set against, moving them by the slack.
  const single = shown.length <= 1;
  const slack = single || sides.has('justify') || sides.size > 1 ? 0 : Math.max(MIN_SLACK, box.width * SLACK);
  const before = sides.has('right') ? slack : sides.has('center') ? slack / 2 : 0;
  slide.addText(runs, {
    // Named after the block, so the selection pane (and the line-break test) can tell boxes apart.
    objectName: name,
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

/**
 * How far below the renderer's baseline LibreOffice sets a line's text. A line's height is an
 * exact line spacing (`spcPts`); the renderer centres the font's ascent and descent in it, as
 * CSS does, where LibreOffice's Impress lays text out with font-independent metrics (ascent
 * 80 % and descent 20 % of the font size) and adds the whole difference to the ascent: its
 * baseline is the line's top plus its height less a fifth of the font size (measured from
 * the PDF's text positions: DM Sans, Inter and Fraunces at 14.4–40 pt, exact spacing 0.8–2.1×).
 */
export function leadingShift(line: LaidLine | undefined): number {
  const largest = line?.runs.filter((run) => !run.marker).reduce<LaidLine['runs'][number] | undefined>((best, run) => (!best || run.fontSize > best.fontSize ? run : best), undefined);
  if (!line || !largest) return 0;
  return line.height - FONT_INDEPENDENT_DESCENT * largest.fontSize - (line.baseline - line.top);
}

const FONT_INDEPENDENT_DESCENT = 0.2;

/**
 * The renderer's lines of each paragraph as pptxgenjs runs: soft breaks between lines, a new
 * paragraph after the last. `shifts[p]` is how much lower the viewer sets paragraph p's text
 * than the renderer (leadingShift): the space after each paragraph makes up the difference to
 * the next one's.
 */
export function textRuns(inputs: readonly ParagraphInput[], layout: TextLayout, shifts: readonly number[] = []): TextRun[] {
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
      paraSpaceAfter: next ? pt(Math.max(0, next.top - (last.top + last.height) + (shifts[index] ?? 0) - (shifts[next.paragraph] ?? 0))) : 0,
      ...(input.lang ? { lang: input.lang } : {}),
      ...(input.list ? { bullet: bullet(input.list, input.spans[0]!.style.fontSize), indentLevel: input.list.level } : {}),
    };
    const breaks = lines.slice(0, -1).map((line) => line.end);
    const shown = displayedText(input);
    const pieces: TextRun[] = [];
    let offset = 0;
    for (const span of input.spans) {
      const spanEnd = offset + span.text.length;
      let cursor = offset;
      for (const cut of [...breaks.filter((at) => at > offset && at < spanEnd), spanEnd]) {
        // Spaces a line ends in hang past its edge in the renderer; before a soft break a
        // viewer counts them, which moves a centred, right-aligned or justified line.
        const text = breaks.includes(cut) ? shown(cursor, cut).replace(/ +$/, '') : shown(cursor, cut);
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

/**
 * A list item's marker as the renderer draws it: its bullet for the level (•, ◦, ▪ in turn)
 * or its number, in a slot 1.5 em of the item's size wide per level (list-marker.ts), which
 * pptxgenjs writes as the hanging indent and, times the level, the left margin.
 */
function bullet(list: NonNullable<ParagraphInput['list']>, fontSize: number): PptxGenJS.TextPropsOptions['bullet'] {
  const indent = pt(LIST_INDENT_EM * fontSize);
  return list.kind === 'ordered' ? { type: 'number', indent } : { code: BULLET_CODES[list.level % BULLET_CODES.length]!, indent };
}

const LIST_INDENT_EM = 1.5;
const BULLET_CODES = ['2022', '25E6', '25AA'];

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
