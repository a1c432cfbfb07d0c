import type { NumberFact } from '@folio/contracts';
import type { SlideSpec, Stat } from '../slides/slide-spec.ts';
import { splitSentences } from '../text/text-tools.ts';
import { terms } from '@folio/layout';
import type { Chapter } from './chapters.ts';
import { pickIcon } from './icons.ts';
import type { Labels } from './labels.ts';
import { keySentences } from './summarise.ts';
import { BOX, statLabelChars } from '../slides/boxes.ts';
import { clauseWith, fitSentences, shorten } from './shorten.ts';
import { spoken } from './spoken.ts';
import { chartFromTable } from './table-chart.ts';
import { isDate } from './dates.ts';
import { findNumbers } from '../references/find-numbers.ts';

/** A slide the composer could make from a chapter, with how much it is worth showing. */
export interface Candidate {
  spec: SlideSpec;
  chapter: Chapter;
  score: number;
}

const QUOTE = /^["“«„](.{20,400}?)["”»“]\s*[—–-]+\s*([^,]{2,80})(?:,\s*(.{2,120}))?$/;

/**
 * Every slide a chapter could give, best first: a chart or table for its tables, stats for
 * its numbers, a quote card for a quoted person, and always a text slide of its key
 * sentences (two columns when it has two or more sub-sections).
 */
export function candidatesFor(chapter: Chapter, context: ReadonlyMap<string, number>, labels: Labels): Candidate[] {
  const candidates: Candidate[] = [];
  const notes = (picked: readonly string[]) => notesFrom(chapter, picked);
  const text = textSlide(chapter, context);
  // A chapter with no sentences (a sheet, a table alone) has no text slide: its title on a list says nothing.
  if (text.shown.length > 0) {
    const { shown, ...spec } = text;
    candidates.push({ spec: { ...spec, notes: notes(shown) }, chapter, score: 1 + Math.min(2, chapter.paragraphs.join(' ').length / 800) });
  }

  const facts = statFacts(chapter.numbers);
  const stats = facts.map(toStat);
  const statSentences = [...new Set(facts.map((fact) => fact.sentence))];
  if (stats.length >= 2) {
    candidates.push({
      spec: {
        layout: 'stats',
        title: chapter.title.toLowerCase().includes(labels.inNumbers) ? chapter.title : `${chapter.title} ${labels.inNumbers}`,
        stats,
        caption: `${labels.source}: ${chapter.source}`,
        notes: notes(statSentences),
      },
      chapter,
      score: 1 + stats.length * 0.2,
    });
  }

  for (const table of chapter.tables) {
    const chart = chartFromTable(table);
    const lead = chapter.paragraphs.find((paragraph) => /table|below|shows|chart/i.test(paragraph));
    const said = keySentences(chapter.paragraphs.filter((paragraph) => paragraph !== lead), 6, context);
    // Beside a chart, the sentences with figures of their own say what the bars cannot.
    const bullets = inOrder(fitSentences(figuresFirst(said), { count: 3, ...BOX.chartNotes }), said);
    if (chart && chart.labels.length >= 2) {
      candidates.push({
        spec: { layout: 'chart', title: shorten(tableTitle(chapter, lead), 70) ?? chapter.title, chart, bullets, notes: notes(said.slice(0, 3)) },
        chapter,
        score: 3,
      });
    }
    if (!chart || table.length <= 6) {
      candidates.push({
        spec: { layout: 'table', title: chart ? `${chapter.title} ${labels.inDetail}` : chapter.title, rows: table, caption: `${labels.source}: ${chapter.source}`, notes: notes([]) },
        chapter,
        score: chart ? 1.2 : 2.6,
      });
    }
  }

  for (const sentence of chapter.paragraphs) {
    const quote = QUOTE.exec(sentence);
    if (!quote) continue;
    candidates.push({
      spec: { layout: 'quote', sentence: quote[1]!.trim(), author: quote[2]!.trim(), address: quote[3]?.trim() ?? '', time: '', notes: notes([sentence]) },
      chapter,
      score: 2.2,
    });
  }
  // An appendix backs the report up; a short deck tells the report itself first.
  const worth = BACK_MATTER.test(chapter.title) ? 0.3 : 1;
  return candidates.map((candidate) => ({ ...candidate, score: candidate.score * worth })).sort((a, b) => b.score - a.score);
}

const BACK_MATTER = /^(?:appendix|appendices|annex|annexe|anhang|anlage|apéndice|anexo|allegato|bijlage|bilaga|vedlegg|liite|załącznik|příloha|приложение|ek|附录|付録|부록)\b/iu;

function textSlide(chapter: Chapter, context: ReadonlyMap<string, number>): SlideSpec & { shown: string[] } {
  const subs = chapter.subsections.filter((sub) => sub.paragraphs.length > 0);
  const icon = pickIcon(chapter.title + ' ' + chapter.paragraphs.join(' ').slice(0, 400));
  if (subs.length >= 2) {
    const [left, right] = [subs[0]!, subs[1]!];
    if (subs.length === 2) {
      const said = (sub: typeof left) => keySentences(sub.paragraphs, 4, context);
      const side = (sub: typeof left) => ({ heading: shorten(sub.title, 40) ?? sub.title, bullets: orTitle(fitSentences(said(sub), { count: 2, ...BOX.column }), sub.title) });
      const spec = { layout: 'two-column' as const, title: chapter.title, left: side(left), right: side(right), notes: '' };
      return { ...spec, shown: [...said(left).slice(0, 2), ...said(right).slice(0, 2)] };
    }
    // Three or more sub-sections: one bullet each, led by its name.
    const said = subs.slice(0, 5).map((sub) => ({ title: sub.title, sentence: keySentences(sub.paragraphs, 1, context)[0] ?? '' }));
    const lines = said.map(({ title, sentence }) => `${title}: ${shorten(sentence, BOX.bullets.chars - title.length - 2) ?? ''}`.replace(/:\s*$/, ''));
    const bullets = fitSentences(lines, { count: 5, ...BOX.bullets });
    return { layout: 'bullets', title: chapter.title, bullets: orTitle(bullets, chapter.title), icon, notes: '', shown: said.map(({ title, sentence }) => `${title}: ${sentence}`) };
  }
  const sentences = keySentences(chapter.paragraphs, 8, context);
  const [lead, ...rest] = sentences;
  const shortLead = lead && shorten(lead, BOX.lead.chars);
  const under = fitSentences(rest, { count: 3, ...BOX.bulletsUnderLead });
  if (shortLead && under.length >= 2) {
    return { layout: 'bullets', title: chapter.title, lead: shortLead, bullets: under, icon, notes: '', shown: [lead!, ...rest.slice(0, under.length)] };
  }
  const bullets = fitSentences(sentences, { count: 4, ...BOX.bullets });
  return { layout: 'bullets', title: chapter.title, bullets: orTitle(bullets, chapter.title), icon, notes: '', shown: sentences.slice(0, bullets.length) };
}

/** A box with nothing that fits says at least what it is about. */
function orTitle(lines: string[], title: string): string[] {
  return lines.length > 0 ? lines : [title];
}

/**
 * Numbers good enough for a stat block: a label with a real word in it, each label once,
 * amounts and percentages before bare counts, and never a date or a year ("14 August",
 * "in 2019"), which is when something happened, not how much.
 */
function statFacts(numbers: readonly NumberFact[]): NumberFact[] {
  const seen = new Set<string>();
  const rank = (fact: NumberFact) => (/[%$€£¥]/.test(fact.display) ? 2 : /[A-Za-z]/.test(fact.display) ? 1.5 : 1) - fact.label.split(' ').length * 0.05;
  const kept = numbers
    .filter((fact) => terms(fact.label).length > 0 && fact.label.length <= 48 && !isDate(fact))
    .sort((a, b) => rank(b) - rank(a))
    .filter((fact) => {
      const key = fact.label.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  // A figure the detail under another tile already says gets a tile only when no other figure is left for it.
  const picked: NumberFact[] = [];
  for (const fact of kept) {
    if (picked.length < 6 && !picked.some((other) => detailOf(other)?.includes(fact.display))) picked.push(fact);
  }
  for (const fact of kept) if (picked.length < 6 && !picked.includes(fact)) picked.push(fact);
  // Six fill two rows of three, if their labels fit a grid's line; five would leave a gap, so a chapter with five shows its best four.
  const grid = picked.slice(0, 6);
  return grid.length === 6 && grid.every((fact) => fact.label.length <= statLabelChars(6)) ? grid : picked.slice(0, 4);
}

/**
 * A stat's detail is the part of its sentence that holds the figure, so the line under
 * "$1.2M" speaks of the $1.2M; two stats from one clause share it, shown under the first.
 */
function toStat(fact: NumberFact, index: number, picked: readonly NumberFact[]): Stat {
  const detail = detailOf(fact);
  const shownBefore = picked.slice(0, index).some((other) => detailOf(other) === detail);
  return { value: fact.display, label: fact.label, ...(detail && !shownBefore ? { detail } : {}) };
}


function detailOf(fact: NumberFact): string | undefined {
  const whole = shorten(fact.sentence, BOX.statDetail.chars);
  return whole?.includes(fact.display) ? whole : clauseWith(fact.sentence, fact.display, BOX.statDetail.chars);
}

/** Sentences carrying figures (not dates) before the others, each group in reading order. */
function figuresFirst(sentences: readonly string[]): string[] {
  const hasFigure = (sentence: string) => findNumbers(sentence).some((fact) => !isDate(fact));
  return [...sentences.filter(hasFigure), ...sentences.filter((sentence) => !hasFigure(sentence))];
}

/** `picked` (each a shortened sentence of `source`) back in the order of `source`. */
function inOrder(picked: readonly string[], source: readonly string[]): string[] {
  const at = (line: string) => source.findIndex((sentence) => sentence.toLowerCase().includes(line.replace(/[.…]$/, '').toLowerCase()));
  return [...picked].sort((a, b) => at(a) - at(b));
}

function tableTitle(chapter: Chapter, lead: string | undefined): string {
  const shows = lead && /shows\s+(.+?)(?:[,.]|$)/i.exec(lead)?.[1];
  return shows ? shows.charAt(0).toUpperCase() + shows.slice(1) : chapter.title;
}

/** Speaker notes: what the slide shows said in full, then the chapter's other sentences, up to about a minute of speech. */
function notesFrom(chapter: Chapter, shown: readonly string[]): string {
  const full = [...new Set(shown.filter(Boolean))];
  const rest = chapter.paragraphs.flatMap(splitSentences).filter((sentence) => !full.includes(sentence));
  const out: string[] = [];
  let length = 0;
  for (const sentence of [...full, ...rest]) {
    if (length + sentence.length > 900 && out.length > 0) break;
    out.push(sentence);
    length += sentence.length + 1;
  }
  return spoken(out.length > 0 ? out : [chapter.title]);
}
