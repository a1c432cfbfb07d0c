import type { Paragraph } from '../schema/text.ts';

export function paragraphText(paragraph: Paragraph): string {
  return paragraph.spans.map((span) => span.text).join('');
}

/** The block's text as the editor's Y.Text holds it: paragraphs joined by '\n'. */
export function blockText(paragraphs: readonly Paragraph[]): string {
  return paragraphs.map(paragraphText).join('\n');
}

export interface ParagraphOffset {
  paragraph: number;
  /** offset in the paragraph's text, UTF-16 units */
  offset: number;
}

/** The paragraph a block offset falls in; the offset just before a '\n' is the end of that paragraph. */
export function locate(paragraphs: readonly Paragraph[], at: number): ParagraphOffset {
  let start = 0;
  for (let index = 0; index < paragraphs.length; index += 1) {
    const length = paragraphText(paragraphs[index]!).length;
    if (at <= start + length) return { paragraph: index, offset: Math.max(0, at - start) };
    start += length + 1;
  }
  const last = Math.max(0, paragraphs.length - 1);
  return { paragraph: last, offset: paragraphs[last] ? paragraphText(paragraphs[last]).length : 0 };
}

/** The block offset of a place in a paragraph. */
export function blockOffset(paragraphs: readonly Paragraph[], { paragraph, offset }: ParagraphOffset): number {
  let start = 0;
  for (let index = 0; index < paragraph; index += 1) start += paragraphText(paragraphs[index]!).length + 1;
  return start + offset;
}
