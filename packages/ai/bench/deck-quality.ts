import { COMPOSER, composeDocument, pageText } from '../src/index.ts';
import { type Reference } from '@folio/contracts';
import { splitSentences } from '../src/text/text-tools.ts';
import { isDate } from '../src/composer/dates.ts';
import { deckFindings, overflowingPages } from '../test/layout-check.ts';

/** What `pnpm bench:ai --quality` reports for one deck the built-in composer made. */
export interface DeckQuality {
  source: string;
  /** Share of the document's figures (numbers in its sentences, dates left out) shown on some slide. */
  figures: { shown: number; total: number };
  /** Sections at the document's chapter level shown on a slide, and those the agenda's notes name as left out. */
  sections: { shown: number; named: number; total: number };
  /** Visible lines or notes cut with an ellipsis. */
  cut: number;
  /** Visible text that is a placeholder: bracketed hints, instructions to the user. */
  leaks: number;
  slides: { asked: number; made: number };
  overflowing: number;
  /** The deck checks' findings (the editor's slide-list markers), counted by code. */
  checks: Record<string, number>;
}

const PLACEHOLDER = /\[[^\]]*\]|replace the text|add your points/i;

export async function deckQuality(source: string, request: { prompt: string; reference?: Reference; asked: number; options?: Record<string, unknown> }): Promise<DeckQuality> {
  const references = request.reference ? [request.reference] : [];
  const { document } = await composeDocument(COMPOSER, { prompt: request.prompt, references, options: request.options ?? { slideCount: request.asked } });
  const visible = document.pages.flatMap(pageText);
  const shown = visible.join('\n');
  const notes = document.pages.map((page) => document.scriptMap[page.id]?.[0]?.text ?? '');
  return {
    source,
    figures: request.reference ? figuresShown(request.reference, shown) : { shown: 0, total: 0 },
    sections: request.reference ? sectionsShown(request.reference, shown, notes[1] ?? '') : { shown: 0, named: 0, total: 0 },
    cut: [...visible, ...notes].filter((text) => text.includes('…')).length,
    leaks: visible.filter((text) => PLACEHOLDER.test(text)).length,
    slides: { asked: request.asked, made: document.pages.length },
    overflowing: (await overflowingPages(document)).length,
    checks: countByCode(await deckFindings(document)),
  };
}

function figuresShown(reference: Reference, shown: string) {
  const figures = new Set(reference.sections.flatMap((section) => section.numbers.filter((fact) => !isDate(fact)).map((fact) => fact.display)));
  return { shown: [...figures].filter((figure) => shown.includes(figure)).length, total: figures.size };
}

/** A section is shown when its heading, or the opening of one of its sentences, is on a slide. */
function sectionsShown(reference: Reference, shown: string, agendaNotes: string) {
  const levels = reference.sections.map((section) => section.level).filter((level, index, all) => level > 0 && all.indexOf(level) !== index);
  const top = levels.length > 0 ? Math.min(...levels) : Math.min(...reference.sections.map((section) => section.level));
  const chapters = reference.sections.filter((section) => section.level === top && (section.paragraphs.length > 0 || section.tables.length > 0));
  let count = 0;
  let named = 0;
  for (const section of chapters) {
    const heading = section.heading.replace(/^\d+\.\s*/, '');
    const openings = section.paragraphs.flatMap(splitSentences).map((sentence) => sentence.slice(0, 40));
    if (shown.includes(heading) || openings.some((opening) => shown.includes(opening))) count++;
    else if (heading && agendaNotes.includes(heading)) named++;
  }
  return { shown: count, named, total: chapters.length };
}

function countByCode(findings: readonly { code: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { code } of findings) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}
