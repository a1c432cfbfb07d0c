import type { NumberFact, Reference, ReferenceTable } from '@folio/contracts';
import { titleFrom } from '../text/text-tools.ts';

/** A top-level section with its sub-sections folded in: the unit a slide (or two) is made from. */
export interface Chapter {
  title: string;
  /** Which reference it came from, for captions and notes. */
  source: string;
  paragraphs: string[];
  subsections: Array<{ title: string; paragraphs: string[] }>;
  tables: ReferenceTable[];
  numbers: NumberFact[];
  /** Position in the references, so slides keep the order of the source. */
  order: number;
}

export function chaptersOf(references: readonly Reference[]): Chapter[] {
  const chapters: Chapter[] = [];
  let order = 0;
  for (const reference of references) {
    // The chapter level is the highest one used more than once: a cover's lone big heading is not a chapter.
    const levels = reference.sections.map((section) => section.level).filter((level) => level > 0);
    const repeated = levels.filter((level, index) => levels.indexOf(level) !== index);
    const top = repeated.length > 0 ? Math.min(...repeated) : levels.length > 0 ? Math.min(...levels) : 0;
    let current: Chapter | undefined;
    for (const section of reference.sections) {
      const isTop = section.level <= top || current === undefined;
      if (isTop) {
        current = {
          title: titleFrom(section.heading || reference.title, 90),
          source: reference.source.name,
          paragraphs: [...section.paragraphs],
          subsections: [],
          tables: [...section.tables],
          numbers: [...section.numbers],
          order: order++,
        };
        chapters.push(current);
      } else if (current) {
        current.subsections.push({ title: titleFrom(section.heading, 60), paragraphs: section.paragraphs });
        current.paragraphs.push(...section.paragraphs);
        current.tables.push(...section.tables);
        current.numbers.push(...section.numbers);
      }
    }
  }
  // Repeated boilerplate (page footers, "left blank" pages) says nothing twice.
  const seen = new Set<string>();
  for (const chapter of chapters) {
    chapter.paragraphs = chapter.paragraphs.filter((paragraph) => !seen.has(paragraph) && seen.add(paragraph));
  }
  return chapters.filter((chapter) => chapter.paragraphs.length > 0 || chapter.tables.length > 0);
}
