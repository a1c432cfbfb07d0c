import { splitSentences } from '../text/text-tools.ts';
import { findNumbers } from './find-numbers.ts';
import { MAX_CELL_CHARS, MAX_HEADING_CHARS, MAX_PARAGRAPH_CHARS, type Reference, type ReferenceSection, type ReferenceTable } from '@folio/contracts';

/** What every extractor reads a source into before it becomes sections: the document in reading order. */
export type DocumentItem =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  /** A slide's speaker notes: read as paragraphs, and counted in the section's `notes`. */
  | { kind: 'notes'; text: string }
  | { kind: 'table'; rows: ReferenceTable };

const MAX_NUMBERS_PER_SECTION = 12;
const CONTENTS = /^(?:table of contents|contents|sommaire|inhalt|inhaltsverzeichnis|índice|indice|sumário)$/i;

/**
 * Sections from the items of a document: a new section at every heading, paragraphs and
 * tables attached to the heading above them, and the section's numbers found in its text.
 * Empty sections (a heading directly followed by another) are kept only when they are the
 * sole thing a document has, so a pptx of title slides still yields headings.
 */
export function buildReference(title: string, source: Reference['source'], items: DocumentItem[], images?: Reference['images']): Reference {
  const sections: ReferenceSection[] = [];
  let current: ReferenceSection = emptySection('', 0);
  const flush = () => {
    if (current.heading || current.paragraphs.length > 0 || current.tables.length > 0) sections.push(current);
  };
  for (const item of items) {
    if (item.kind === 'heading') {
      flush();
      current = emptySection(clean(item.text).slice(0, MAX_HEADING_CHARS), Math.max(1, Math.min(6, item.level)));
    } else if (item.kind === 'paragraph' || item.kind === 'notes') {
      const text = clean(item.text);
      const added = text ? pieces(text) : [];
      current.paragraphs.push(...added);
      if (item.kind === 'notes' && added.length > 0) current.notes = (current.notes ?? 0) + added.length;
    } else if (item.rows.length > 0 && item.rows[0]!.length > 0) {
      current.tables.push(squareTable(item.rows));
    }
  }
  flush();
  // A table of contents repeats the headings and would become a slide of page numbers.
  const body = sections.filter((section) => !CONTENTS.test(section.heading));
  sections.length = 0;
  sections.push(...body);
  for (const section of sections) {
    section.numbers = section.paragraphs
      .flatMap((paragraph) => splitSentences(paragraph))
      .flatMap((sentence) => findNumbers(sentence))
      .slice(0, MAX_NUMBERS_PER_SECTION);
  }
  // A heading with nothing under it stays when sub-sections follow: it names their chapter.
  const withContent = sections.filter(
    (section, index) => section.paragraphs.length > 0 || section.tables.length > 0 || (sections[index + 1]?.level ?? 0) > section.level,
  );
  const firstHeading = sections.find((section) => section.heading)?.heading ?? '';
  return {
    title: (clean(title) || firstHeading || source.name).slice(0, MAX_HEADING_CHARS),
    source,
    sections: withContent.length > 0 ? withContent : sections,
    ...(images && images.length > 0 ? { images } : {}),
  };
}

function emptySection(heading: string, level: number): ReferenceSection {
  return { heading, level, paragraphs: [], tables: [], numbers: [] };
}

/** A paragraph in pieces of at most MAX_PARAGRAPH_CHARS, cut after a sentence where one ends, else after a word. */
function pieces(text: string): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest.length > MAX_PARAGRAPH_CHARS) {
    const window = rest.slice(0, MAX_PARAGRAPH_CHARS + 1);
    const sentenceEnd = Math.max(window.lastIndexOf('. '), window.lastIndexOf('! '), window.lastIndexOf('? '));
    const cut = sentenceEnd > 0 ? sentenceEnd + 1 : window.lastIndexOf(' ') > 0 ? window.lastIndexOf(' ') : MAX_PARAGRAPH_CHARS;
    out.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) out.push(rest);
  return out;
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Every row as wide as the widest, cells trimmed: tables from documents are often ragged. */
function squareTable(rows: ReferenceTable): ReferenceTable {
  const width = Math.max(...rows.map((row) => row.length));
  return rows
    .map((row) => Array.from({ length: width }, (_, index) => clean(row[index] ?? '').slice(0, MAX_CELL_CHARS)))
    .filter((row) => row.some((cell) => cell !== ''));
}
