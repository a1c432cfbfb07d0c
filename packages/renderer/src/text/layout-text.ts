import type { FontRegistry } from '../fonts/registry.ts';
import { breakLines, rangeWidth, type LineRange } from './break-lines.ts';
import { listIndent, placeMarker } from './list-marker.ts';
import { positionLine } from './position-line.ts';
import { shapeCached, type ShapedListItem } from './shape-cache.ts';
import type { LaidLine, ParagraphInput, TextLayout } from './types.ts';

interface BrokenParagraph {
  index: number;
  input: ParagraphInput;
  shaped: ShapedListItem;
  indent: number;
  ranges: LineRange[];
}

/**
 * Lays out paragraphs in a box `maxWidth` px wide (Infinity for the unconstrained width
 * yoga asks for). Sync, because yoga's measure callbacks are: the fonts the paragraphs
 * need must be loaded first (`fonts.load(fontsNeededFor(paragraphs))`).
 *
 * Shaping is cached per paragraph, so calling this again at another width only re-breaks
 * and re-positions lines.
 */
export function layoutText(fonts: FontRegistry, paragraphs: readonly ParagraphInput[], maxWidth: number): TextLayout {
  const broken: BrokenParagraph[] = [];
  let width = 0;
  paragraphs.forEach((input, index) => {
    if (input.spans.length === 0) return;
    const shaped = shapeCached(fonts, input);
    const indent = listIndent(input.list, input.spans[0]?.style);
    const ranges = breakLines(shaped.body, Math.max(0, maxWidth - indent));
    for (const range of ranges) width = Math.max(width, indent + rangeWidth(shaped.body, range.start, range.contentEnd));
    broken.push({ index, input, shaped, indent, ranges });
  });

  const boxWidth = Number.isFinite(maxWidth) ? maxWidth : width;
  const lines: LaidLine[] = [];
  let top = 0;
  broken.forEach((paragraph, order) => {
    const previous = broken[order - 1];
    if (previous) top += Math.max(previous.input.spaceAfter ?? 0, paragraph.input.spaceBefore ?? 0);
    for (const line of positionParagraph(paragraph, boxWidth, top)) {
      lines.push(line);
      top += line.height;
    }
  });
  return { width, height: top, lines };
}

function positionParagraph({ index, input, shaped, indent, ranges }: BrokenParagraph, boxWidth: number, top: number): LaidLine[] {
  const { body, marker } = shaped;
  const lines: LaidLine[] = [];
  let y = top;
  ranges.forEach((range, lineIndex) => {
    const line = positionLine(body, range, {
      paragraph: index,
      top: y,
      lineHeight: input.lineHeight,
      align: input.align,
      stretch: input.align === 'justify' && lineIndex < ranges.length - 1 && !range.hard,
      left: body.rtl ? 0 : indent,
      width: Math.max(0, boxWidth - indent),
    });
    // A hint is none of the paragraph's text: its lines span no offsets, so a caret in the empty paragraph stands at 0.
    if (input.hint) Object.assign(line, { hint: true, start: 0, end: 0 });
    if (lineIndex === 0 && marker) {
      const markerRuns = placeMarker(marker, indent, boxWidth, line.baseline);
      line.runs = body.rtl ? [...line.runs, ...markerRuns] : [...markerRuns, ...line.runs];
    }
    lines.push(line);
    y += line.height;
  });
  return lines;
}
