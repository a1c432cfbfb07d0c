import type { NumberFact } from '../references/reference.ts';
import type { SlideSpec, Stat } from '../slides/slide-spec.ts';
import { condense, splitSentences, terms } from '../text/text-tools.ts';
import type { Chapter } from './chapters.ts';
import { pickIcon } from './icons.ts';
import type { Labels } from './labels.ts';
import { keySentences } from './summarise.ts';
import { chartFromTable } from './table-chart.ts';

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
  candidates.push({ spec: { ...text, notes: notes(text.shown) }, chapter, score: 1 + Math.min(2, chapter.paragraphs.join(' ').length / 800) });

  const stats = statsOf(chapter.numbers);
  if (stats.length >= 2) {
    candidates.push({
      spec: {
        layout: 'stats',
        title: chapter.title.toLowerCase().includes(labels.inNumbers) ? chapter.title : `${chapter.title} ${labels.inNumbers}`,
        stats,
        caption: `${labels.source}: ${chapter.source}`,
        notes: notes(stats.map((stat) => stat.detail ?? '')),
      },
      chapter,
      score: 1 + stats.length * 0.2,
    });
  }

  for (const table of chapter.tables) {
    const chart = chartFromTable(table);
    const lead = chapter.paragraphs.find((paragraph) => /table|below|shows|chart/i.test(paragraph));
    const bullets = keySentences(chapter.paragraphs.filter((paragraph) => paragraph !== lead), 3, context).map((sentence) => condense(sentence, 90));
    if (chart && chart.labels.length >= 2) {
      candidates.push({
        spec: { layout: 'chart', title: condense(tableTitle(chapter, lead), 70), chart, bullets, notes: notes(bullets) },
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
  return candidates.sort((a, b) => b.score - a.score);
}

function textSlide(chapter: Chapter, context: ReadonlyMap<string, number>): SlideSpec & { shown: string[] } {
  const subs = chapter.subsections.filter((sub) => sub.paragraphs.length > 0);
  const icon = pickIcon(chapter.title + ' ' + chapter.paragraphs.join(' ').slice(0, 400));
  if (subs.length >= 2) {
    const [left, right] = [subs[0]!, subs[1]!];
    const side = (sub: typeof left) => ({ heading: sub.title, bullets: keySentences(sub.paragraphs, 2, context).map((sentence) => condense(sentence, 90)) });
    if (subs.length === 2) {
      const spec = { layout: 'two-column' as const, title: chapter.title, left: side(left), right: side(right), notes: '' };
      return { ...spec, shown: [...spec.left.bullets, ...spec.right.bullets] };
    }
    // Three or more sub-sections: one bullet each, led by its name.
    const bullets = subs.slice(0, 5).map((sub) => `${sub.title}: ${condense(keySentences(sub.paragraphs, 1, context)[0] ?? '', 110)}`);
    return { layout: 'bullets', title: chapter.title, bullets, icon, notes: '', shown: bullets };
  }
  const sentences = keySentences(chapter.paragraphs, 4, context);
  const [lead, ...rest] = sentences;
  if (lead && rest.length >= 2) {
    const bullets = rest.map((sentence) => condense(sentence, 120));
    return { layout: 'bullets', title: chapter.title, lead: condense(lead, 130), bullets, icon, notes: '', shown: sentences };
  }
  const bullets = sentences.map((sentence) => condense(sentence, 150));
  return { layout: 'bullets', title: chapter.title, bullets: bullets.length > 0 ? bullets : [chapter.title], icon, notes: '', shown: sentences };
}

/**
 * Numbers good enough for a stat block: a label with a real word in it, each label once,
 * amounts and percentages before bare counts.
 */
function statsOf(numbers: readonly NumberFact[]): Stat[] {
  const seen = new Set<string>();
  const rank = (fact: NumberFact) => (/[%$€£¥]/.test(fact.display) ? 2 : /[A-Za-z]/.test(fact.display) ? 1.5 : 1) - fact.label.split(' ').length * 0.05;
  return numbers
    .filter((fact) => terms(fact.label).length > 0 && fact.label.length <= 48)
    .sort((a, b) => rank(b) - rank(a))
    .filter((fact) => {
      const key = fact.label.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, 4)
    // A sentence holding two of the numbers explains only the first: the same line twice reads as a mistake.
    .map((fact, index, picked) => ({
      value: fact.display,
      label: fact.label,
      ...(picked.findIndex((other) => other.sentence === fact.sentence) === index ? { detail: condense(fact.sentence, 90) } : {}),
    }));
}

function tableTitle(chapter: Chapter, lead: string | undefined): string {
  const shows = lead && /shows\s+(.+?)(?:[,.]|$)/i.exec(lead)?.[1];
  return shows ? shows.charAt(0).toUpperCase() + shows.slice(1) : chapter.title;
}

/** Speaker notes: what the slide shows said in full, then the chapter's other sentences, up to about a minute of speech. */
function notesFrom(chapter: Chapter, shown: readonly string[]): string {
  const full = shown.filter(Boolean);
  const rest = chapter.paragraphs.flatMap(splitSentences).filter((sentence) => !full.includes(sentence));
  const out: string[] = [];
  let length = 0;
  for (const sentence of [...full, ...rest]) {
    if (length + sentence.length > 900 && out.length > 0) break;
    out.push(sentence);
    length += sentence.length + 1;
  }
  return out.join(' ') || chapter.title;
}
