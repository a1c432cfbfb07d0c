import { buildReference, type DocumentItem } from './build-reference.ts';
import type { Reference } from '@folio/contracts';

/**
 * Plain text: paragraphs are separated by blank lines, and a short line standing alone
 * without a closing full stop (or written in capitals, or numbered like "2. Results") is
 * taken as a heading.
 */
export function extractText(text: string, name: string): Reference {
  const blocks = text.replace(/\r\n?/g, '\n').split(/\n\s*\n/).map((block) => block.trim()).filter(Boolean);
  const items: DocumentItem[] = blocks.map((block) => {
    const single = !block.includes('\n');
    const looksLikeHeading = single && block.length <= 80 && (!/[.!?,;:]$/.test(block) || /^\d+(?:\.\d+)*\.?\s/.test(block));
    return looksLikeHeading ? { kind: 'heading', level: /^\d+\.\d+/.test(block) ? 2 : 1, text: block } : { kind: 'paragraph', text: block.replace(/\n/g, ' ') };
  });
  return buildReference('', { kind: 'text', name }, items);
}
