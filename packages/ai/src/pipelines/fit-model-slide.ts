import { leadingWords, shorten } from '../composer/shorten.ts';
import { BOX, statLabelChars } from '../slides/boxes.ts';
import { estimateLines } from '../slides/fit-text.ts';
import { STOPWORDS } from '@folio/layout';
import type { SlideSpec } from '../slides/slide-spec.ts';

const WIDE = /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/gu;

/**
 * A model's slide with every text made to fit its box in build-page.ts by whole sentences
 * and clauses, and lists by whole items: left to the slide builder, a model's long line
 * would be cut mid-sentence with "…". The budgets are build-page.ts's (characters a box
 * holds; lines a list box holds at so many characters a line).
 */
export function fitModelSlide(spec: SlideSpec): SlideSpec {
  switch (spec.layout) {
    case 'title':
      return { ...spec, title: must(spec.title, spec.title.length <= 22 ? 22 : 60), ...maybe('subtitle', spec.subtitle, 110), ...maybe('kicker', spec.kicker, 60) };
    case 'agenda':
      return { ...spec, title: must(spec.title, 24), items: list(spec.items, { count: 6, chars: 44 }) };
    case 'section':
      return { ...spec, title: must(spec.title, spec.title.length <= 24 ? 24 : 80), ...maybe('kicker', spec.kicker, 60) };
    case 'bullets': {
      const lead = spec.lead === undefined ? undefined : fitText(spec.lead, 130);
      const box = lead ? { count: 4, chars: 120, perLine: 60, maxLines: 9 } : { count: 5, chars: 150, perLine: 60, maxLines: 12 };
      return { ...spec, title: must(spec.title, TITLE), ...(lead ? { lead } : { lead: undefined }), bullets: list(spec.bullets, box) };
    }
    case 'two-column': {
      const column = (part: { heading: string; bullets: string[] }) => ({ heading: part.heading ? must(part.heading, 40) : '', bullets: list(part.bullets, { count: 4, chars: 90, perLine: 45, maxLines: 10 }) });
      return { ...spec, title: must(spec.title, TITLE), left: column(spec.left), right: column(spec.right) };
    }
    case 'stats': {
      const labelChars = statLabelChars(Math.min(6, spec.stats.length));
      const stats = spec.stats.map((stat) => {
        const label = fitText(stat.label, labelChars);
        // A label too long for its line goes whole to the smaller detail line under it.
        const asDetail = label === undefined && stat.detail === undefined ? fitText(stat.label, BOX.statDetail.chars) : undefined;
        if (asDetail) return { value: stat.value, label: '', detail: asDetail };
        return { ...stat, label: label ?? firstWords(stat.label, labelChars), ...maybe('detail', stat.detail, BOX.statDetail.chars) };
      });
      return { ...spec, title: must(spec.title, TITLE), stats, ...maybe('caption', spec.caption, 150) };
    }
    case 'chart':
      return { ...spec, title: must(spec.title, TITLE), bullets: list(spec.bullets, { count: 4, ...BOX.chartNotes }) };
    case 'table':
      return { ...spec, title: must(spec.title, TITLE), ...maybe('caption', spec.caption, 150) };
    case 'quote':
      return spec;
    case 'closing':
      return { ...spec, title: must(spec.title, spec.title.length <= 20 ? 20 : 60), bullets: list(spec.bullets, { count: 4, ...BOX.closing }), ...maybe('caption', spec.caption, 120) };
  }
}

/** A headline's characters on the 1088 px line of a content slide. */
const TITLE = 70;

/** `budget` Latin characters in the box; CJK characters count double, as fit-text.ts counts them. */
function room(text: string, budget: number): number {
  const wide = text.match(WIDE)?.length ?? 0;
  return Math.max(8, Math.floor(budget / (1 + (text.length === 0 ? 0 : wide / text.length))));
}

/** The text, or its first sentences or clauses that fit; a title's part before its colon or dash; undefined when nothing whole fits. */
function fitText(text: string, budget: number): string | undefined {
  const max = room(text, budget);
  if (text.length <= max) return text;
  const head = text.split(/\s*[:—–]\s+|\s+-\s+/)[0]!.trim();
  return shorten(text, max) ?? (head.length <= max && head.length < text.length ? head : undefined);
}

/** A text the slide cannot do without: fitted whole, else its first words. */
function must(text: string, budget: number): string {
  return fitText(text, budget) ?? firstWords(text, budget);
}

/** The first words that fit, without a dangling "the" or "and" at the end. */
function firstWords(text: string, budget: number): string {
  const kept = leadingWords(text, room(text, budget)).split(' ');
  while (kept.length > 1 && STOPWORDS.has(kept.at(-1)!.toLowerCase())) kept.pop();
  return kept.join(' ');
}

/** An optional text: fitted whole, or left out. */
function maybe<K extends string>(key: K, text: string | undefined, budget: number): Partial<Record<K, string>> {
  const fitted = text === undefined ? undefined : fitText(text, budget);
  return (fitted ? { [key]: fitted } : {}) as Partial<Record<K, string>>;
}

/** As many whole items as the box holds, each fitted whole; an item that cannot be is left out rather than cut. */
function list(items: readonly string[], box: { count: number; chars: number; perLine?: number; maxLines?: number }): string[] {
  const out: string[] = [];
  let lines = 0;
  for (const item of items) {
    if (out.length === box.count) break;
    const fitted = fitText(item, box.chars);
    if (!fitted) continue;
    const height = box.perLine ? estimateLines(fitted, box.perLine) : 1;
    if (box.maxLines && lines + height > box.maxLines) break;
    out.push(fitted);
    lines += height;
  }
  // A list whose every item was too long keeps the first item's first words rather than nothing.
  return out.length > 0 || items.length === 0 ? out : [firstWords(items[0]!, box.chars)];
}
