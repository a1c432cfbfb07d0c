import type { CaretMotion } from '@folio/renderer';
import { nextBoundary, previousBoundary } from './graphemes.ts';

/**
 * A caret move in the block's text alone, for the moment the drawn layout is behind the text
 * (a font for newly typed script still loading): Left/Right by grapheme, words by word, line
 * motions to the paragraph's ends, Up/Down to the previous or next paragraph's ends. Visual
 * order and wrapped lines come back with the next drawing, through TextCarets.
 */
export function logicalMove(text: string, offset: number, motion: CaretMotion): number {
  const paragraphStart = text.lastIndexOf('\n', offset - 1) + 1;
  const newline = text.indexOf('\n', offset);
  const paragraphEnd = newline === -1 ? text.length : newline;
  switch (motion) {
    case 'left':
      return previousBoundary(text, offset, 'char');
    case 'right':
      return nextBoundary(text, offset, 'char');
    case 'wordLeft':
      return previousBoundary(text, offset, 'word');
    case 'wordRight':
      return nextBoundary(text, offset, 'word');
    case 'lineStart':
      return paragraphStart;
    case 'lineEnd':
      return paragraphEnd;
    case 'up':
      return paragraphStart === 0 ? 0 : text.lastIndexOf('\n', paragraphStart - 2) + 1;
    case 'down': {
      if (newline === -1) return text.length;
      const nextEnd = text.indexOf('\n', newline + 1);
      return nextEnd === -1 ? text.length : nextEnd;
    }
    case 'start':
      return 0;
    case 'end':
      return text.length;
  }
}
