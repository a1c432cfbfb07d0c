import { readFile } from 'node:fs/promises';

/**
 * The text of a fixture deck as Marp Markdown, one slide per page: headings for display, title
 * and headline paragraphs, list items as lists, everything else (table cells, quotes, captions)
 * as plain lines. Emoji are dropped and `$` escaped: Marp fetches both from a CDN.
 */
export async function deckMarkdown(path: string): Promise<string> {
  const deck = JSON.parse(await readFile(path, 'utf8')) as { pages: { layout: unknown }[] };
  const slides = deck.pages.map((page) => lines(page.layout).join('\n\n'));
  return `---\nmarp: true\n---\n\n${slides.join('\n\n---\n\n')}\n`;
}

const HEADINGS: Record<string, string> = { display: '# ', title: '# ', headline: '## ', subheadline: '### ' };

function lines(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(lines);
  if (!node || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  if (Array.isArray(record.spans)) {
    const text = clean((record.spans as { text?: string }[]).map((span) => span.text ?? '').join(''));
    if (!text) return [];
    if (record.list) return [`- ${text}`];
    return [`${HEADINGS[String(record.role)] ?? ''}${text}`];
  }
  return Object.entries(record).flatMap(([key, value]) => (typeof value === 'string' && (key === 'text' || key === 'caption' || key === 'label') ? [clean(value)].filter(Boolean) : lines(value)));
}

function clean(text: string): string {
  return text.replace(/\p{Extended_Pictographic}/gu, '').replace(/\$/g, '\\$').trim();
}
