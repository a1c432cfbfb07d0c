import type { ContentNode } from '../../schema/layout-node.ts';
import type { Measure } from '../layout-types.ts';

/**
 * Text as a fixed-pitch font would set it: `charWidth` px per character, wrapped at the box
 * width, `lineHeight` px per line. Fractional line heights exercise rounding. Non-text blocks
 * need one line.
 */
export function fixedPitchMeasure(charWidth = 10, lineHeight = 18.5): Measure {
  return (node: ContentNode, width: number) => {
    const text = node.content.kind === 'text' ? node.content.paragraphs.flatMap((paragraph) => paragraph.spans.map((span) => span.text)).join(' ') : 'x';
    const perLine = Math.max(1, Math.floor(width / charWidth));
    return Math.ceil(text.length / perLine) * lineHeight;
  };
}

/** Each block as tall as the table says (by id), others `fallback` px. */
export function heightsById(heights: Record<string, number>, fallback = 40): Measure {
  return (node) => heights[node.id] ?? fallback;
}
