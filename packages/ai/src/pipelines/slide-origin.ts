import { type PageOrigin, words } from '@folio/layout';
import { chaptersOf, type Chapter } from '../composer/chapters.ts';
import { findNumbers } from '../references/find-numbers.ts';
import type { Reference } from '@folio/contracts';
import type { SectionSpec } from '../slides/section-spec.ts';
import type { SlideSpec } from '../slides/slide-spec.ts';
import { overlap, splitSentences } from '../text/text-tools.ts';

export type SlideSection = NonNullable<PageOrigin['section']>;

/**
 * How much of a section a page keeps: within the schema's bounds (PageOrigin) and about four
 * pages of text, from the chapter's start — every page of a deck carries its copy in the
 * project document, and a slide shows a few sentences of its chapter at most.
 */
const KEEP = { paragraphs: 40, chars: 12_000, tables: 4, rows: 60, cells: 40 };

/**
 * What a generated slide was made from: its storyline item and, for a deck made from
 * documents, the section (chapter) of the documents its text, figures or quote come from —
 * judged from what the slide shows, so it holds for a model's slides as for the composer's.
 */
export function slideOrigin(item: string, spec: SlideSpec | SectionSpec, references: readonly Reference[]): Omit<PageOrigin, 'generated'> {
  const section = sectionShown(item, spec, references);
  return { item: item.slice(0, 500), ...(section ? { section } : {}) };
}

function sectionShown(item: string, spec: SlideSpec | SectionSpec, references: readonly Reference[]): SlideSection | undefined {
  const shown = JSON.stringify({ ...spec, notes: '' }).toLowerCase();
  const shownWords = new Set(words(shown));
  const score = (chapter: Chapter) => {
    const figures = chapter.numbers.filter((fact) => shown.includes(fact.display.toLowerCase())).length;
    // A sentence counts as shown when its opening words are on the slide (the composer shortens sentences at their end).
    const sentences = chapter.paragraphs.flatMap(splitSentences).filter((sentence) => {
      const opening = words(sentence).slice(0, 5);
      return opening.length >= 3 && opening.every((word) => shownWords.has(word));
    }).length;
    const cells = chapter.tables.flat(2).filter((cell) => cell.length > 2 && shown.includes(cell.toLowerCase())).length;
    return 2 * overlap(item, chapter.title) + figures + sentences + 0.2 * cells;
  };
  const ranked = chaptersOf(references).map((chapter) => ({ chapter, score: score(chapter) })).sort((a, b) => b.score - a.score);
  const best = ranked[0];
  if (!best || best.score < 1) return undefined;
  const { chapter } = best;
  return {
    title: chapter.title.slice(0, 500),
    source: chapter.source.slice(0, 2048),
    paragraphs: leadingParagraphs(chapter.paragraphs),
    tables: chapter.tables.slice(0, KEEP.tables).map((table) => table.slice(0, KEEP.rows).map((row) => row.slice(0, KEEP.cells))),
  };
}

function leadingParagraphs(paragraphs: readonly string[]): string[] {
  const kept: string[] = [];
  let chars = 0;
  for (const paragraph of paragraphs.slice(0, KEEP.paragraphs)) {
    chars += paragraph.length;
    if (chars > KEEP.chars && kept.length > 0) break;
    kept.push(paragraph);
  }
  return kept;
}

/** A section kept with a slide, as the one-section document a regeneration reads. */
export function sectionReference(section: SlideSection): Reference {
  return {
    title: section.title,
    source: { kind: 'text', name: section.source },
    sections: [
      {
        heading: section.title,
        level: 1,
        paragraphs: section.paragraphs,
        tables: section.tables,
        numbers: section.paragraphs.flatMap(splitSentences).flatMap(findNumbers).slice(0, 12),
      },
    ],
  };
}

/**
 * The documents of a deck as far as its pages kept them: each section once, in the order of
 * the pages. What a cover or a closing is made again from, as they speak for the whole deck.
 */
export function deckReferences(origins: ReadonlyArray<Pick<PageOrigin, 'section'> | undefined>): Reference[] {
  const seen = new Set<string>();
  return origins
    .map((origin) => origin?.section)
    .filter((section): section is SlideSection => section !== undefined && !seen.has(`${section.source}\n${section.title}`) && Boolean(seen.add(`${section.source}\n${section.title}`)))
    .map(sectionReference);
}
