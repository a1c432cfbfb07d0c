import { buildReference, type DocumentItem } from './build-reference.ts';
import type { Reference } from './reference.ts';

/**
 * Markdown read line by line: ATX and underlined headings, pipe tables, list items and block
 * quotes as paragraphs of their own, and other lines joined into paragraphs. Inline markup
 * (emphasis, links, code) is reduced to its text.
 */
export function extractMarkdown(text: string, name: string): Reference {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const items: DocumentItem[] = [];
  let paragraph: string[] = [];
  let table: string[][] = [];
  let fenced = false;
  const flush = () => {
    if (paragraph.length > 0) items.push({ kind: 'paragraph', text: inline(paragraph.join(' ')) });
    if (table.length > 0) items.push({ kind: 'table', rows: table });
    paragraph = [];
    table = [];
  };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (/^\s*(?:```|~~~)/.test(line)) {
      flush();
      fenced = !fenced;
      continue;
    }
    if (fenced) continue;
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    const underline = /^(=+|-+)\s*$/.exec(lines[index + 1] ?? '');
    if (heading) {
      flush();
      items.push({ kind: 'heading', level: heading[1]!.length, text: inline(heading[2]!) });
    } else if (underline && line.trim() && paragraph.length === 0 && !/^\s*[-*+]\s/.test(line)) {
      flush();
      items.push({ kind: 'heading', level: underline[1]!.startsWith('=') ? 1 : 2, text: inline(line) });
      index++;
    } else if (/^\s*\|.*\|\s*$/.test(line)) {
      if (paragraph.length > 0) flush();
      if (!/^\s*\|[\s:|-]+\|\s*$/.test(line)) table.push(line.trim().slice(1, -1).split('|').map((cell) => inline(cell.trim())));
    } else if (/^\s*(?:[-*+]|\d+[.)])\s+/.test(line) || /^\s*>/.test(line)) {
      flush();
      const quote = /^\s*>\s?/.test(line);
      const body = inline(line.replace(/^\s*(?:[-*+]|\d+[.)]|>)\s*/, ''));
      if (body) items.push({ kind: 'paragraph', text: quote && !/^["“«„]/.test(body) ? `“${body}”` : body });
    } else if (!line.trim()) flush();
    else {
      if (table.length > 0) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return buildReference('', { kind: 'file', name }, items);
}

function inline(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(.+?)\1/g, '$2')
    .replace(/`([^`]*)`/g, '$1')
    .trim();
}
