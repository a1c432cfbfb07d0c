import { strFromU8, unzipSync } from 'fflate';
import { buildReference, type DocumentItem } from './build-reference.ts';
import type { Reference } from './reference.ts';

/**
 * A PowerPoint file: each slide becomes a section headed by its title (the title
 * placeholder, or else its first text box), with the other text boxes as paragraphs, its
 * tables as tables and its speaker notes as a last paragraph. Slide XML is read with plain
 * patterns: only text runs matter, and this keeps an XML parser out of the dependencies.
 */
export function extractPptx(bytes: Uint8Array, name: string): Reference {
  const files = unzipSync(bytes, { filter: (file) => /^ppt\/(?:slides|notesSlides)\/[^/]+\.xml$|^ppt\/slides\/_rels\//.test(file.name) });
  const slideNumbers = Object.keys(files)
    .map((file) => /^ppt\/slides\/slide(\d+)\.xml$/.exec(file)?.[1])
    .filter((number): number is string => number !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
  const items: DocumentItem[] = [];
  for (const number of slideNumbers) {
    const xml = strFromU8(files[`ppt/slides/slide${number}.xml`]!);
    const shapes = Array.from(xml.matchAll(/<p:sp>([\s\S]*?)<\/p:sp>/g), (match) => ({
      isTitle: /<p:ph[^>]*type="(?:title|ctrTitle)"/.test(match[1]!),
      paragraphs: paragraphsOf(match[1]!),
    })).filter((shape) => shape.paragraphs.length > 0);
    const titleShape = shapes.find((shape) => shape.isTitle) ?? shapes[0];
    items.push({ kind: 'heading', level: 1, text: titleShape?.paragraphs.join(' ') ?? `Slide ${number}` });
    for (const shape of shapes) if (shape !== titleShape) for (const text of shape.paragraphs) items.push({ kind: 'paragraph', text });
    for (const table of xml.matchAll(/<a:tbl>([\s\S]*?)<\/a:tbl>/g)) {
      const rows = Array.from(table[1]!.matchAll(/<a:tr\b[\s\S]*?<\/a:tr>/g), (row) => Array.from(row[0].matchAll(/<a:tc\b[\s\S]*?<\/a:tc>/g), (cell) => paragraphsOf(cell[0]).join(' ')));
      if (rows.length > 0) items.push({ kind: 'table', rows });
    }
    const notes = notesFor(files, number);
    if (notes) items.push({ kind: 'paragraph', text: notes });
  }
  return buildReference('', { kind: 'file', name }, items);
}

function paragraphsOf(xml: string): string[] {
  return Array.from(xml.matchAll(/<a:p>([\s\S]*?)<\/a:p>|<a:p\s[^>]*>([\s\S]*?)<\/a:p>/g), (match) =>
    Array.from((match[1] ?? match[2]!).matchAll(/<a:t>([^<]*)<\/a:t>/g), (run) => decodeXml(run[1]!)).join(''),
  ).filter((text) => text.trim() !== '');
}

/** The notes slide a slide's relationships point at, without its slide-number placeholder. */
function notesFor(files: Record<string, Uint8Array>, number: number): string {
  const rels = files[`ppt/slides/_rels/slide${number}.xml.rels`];
  const target = rels && /Target="\.\.\/notesSlides\/([^"]+)"/.exec(strFromU8(rels))?.[1];
  const notes = target && files[`ppt/notesSlides/${target}`];
  if (!notes) return '';
  const xml = strFromU8(notes);
  const body = Array.from(xml.matchAll(/<p:sp>([\s\S]*?)<\/p:sp>/g), (match) => match[1]!).filter((shape) => /<p:ph[^>]*type="body"/.test(shape));
  return body.flatMap(paragraphsOf).join(' ');
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&amp;/g, '&');
}
