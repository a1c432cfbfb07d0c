import { describe, expect, it } from 'vitest';
import { ProjectDocument, contentNodes, validateTree } from '@folio/layout';
import { SLIDE_LAYOUTS, SlideSpec, buildPage } from '../src/index.ts';
import { reshape } from '../src/composer/composer.ts';
import { overflowingPages } from './layout-check.ts';

const LONG = 'Members saved an average of two hundred dollars on their bills compared with the standard regional tariff, and the community fund gave more money than ever to local projects chosen by a vote of all members. '.repeat(3).slice(0, 600).trim();
const WORD = 'Electricityconsumptionreductionprogramme';

/** Every layout written as long as the slide spec allows: what a verbose model might send. */
const VERBOSE: SlideSpec[] = [
  { layout: 'title', title: LONG, subtitle: LONG, kicker: LONG.slice(0, 100), icon: 'rocket', notes: '' },
  { layout: 'agenda', title: LONG, items: Array(8).fill(LONG), notes: '' },
  { layout: 'section', title: LONG, kicker: LONG.slice(0, 100), notes: '' },
  { layout: 'bullets', title: LONG, lead: LONG, bullets: Array(8).fill(LONG), icon: 'users', notes: '' },
  { layout: 'bullets', title: WORD, bullets: Array(8).fill(`${WORD} ${WORD} ${WORD}`), notes: '' },
  { layout: 'two-column', title: LONG, left: { heading: LONG.slice(0, 200), bullets: Array(8).fill(LONG) }, right: { heading: LONG.slice(0, 200), bullets: Array(8).fill(LONG) }, notes: '' },
  { layout: 'stats', title: LONG, stats: Array(6).fill({ value: '$1,234,567,890.12', label: LONG.slice(0, 200), detail: LONG.slice(0, 300) }), caption: LONG, notes: '' },
  { layout: 'chart', title: LONG, chart: { chartType: 'bar', title: LONG.slice(0, 200), labels: Array(24).fill(LONG.slice(0, 100)), series: [{ name: LONG.slice(0, 100), values: Array(24).fill(3) }] }, bullets: Array(8).fill(LONG), notes: '' },
  { layout: 'table', title: LONG, rows: Array(20).fill(Array(12).fill(LONG.slice(0, 300))), caption: LONG, notes: '' },
  { layout: 'quote', sentence: LONG, author: LONG.slice(0, 200), address: LONG.slice(0, 300), time: '2025', notes: '' },
  { layout: 'closing', title: LONG, bullets: Array(8).fill(LONG), caption: LONG, notes: '' },
];

describe('slide layouts', () => {
  it('covers every layout a model may choose', () => {
    expect(new Set(VERBOSE.map((spec) => spec.layout))).toEqual(new Set(SLIDE_LAYOUTS));
  });

  it.each(['sunlit', 'dark-matter', 'amber-horizons'])('cut text to fit the slide instead of overflowing, in %s', async (themeId) => {
    const pages = VERBOSE.map((spec, index) => buildPage(`v${index}`, SlideSpec.parse(spec)));
    for (const page of pages) expect(validateTree(page.layout)).toEqual([]);
    const document = ProjectDocument.parse({ themeId, pages });
    expect(await overflowingPages(document)).toEqual([]);
  });
});

describe('two columns made from a list', () => {
  it('have no headings cut from their first sentence, and keep headings the points name', () => {
    const [plain] = reshape({ layout: 'bullets', title: 'Generation', bullets: ['Its 18,000 panels cover the roofs of six warehouses', 'The turbines produced 27.9 GWh', 'The battery cut peak purchases by 40%', 'Repairs took eleven weeks'], notes: '' });
    expect(plain).toMatchObject({ layout: 'two-column', left: { heading: '' }, right: { heading: '' } });
    const page = buildPage('p', SlideSpec.parse(plain));
    expect(contentNodes(page.layout).map((node) => node.id).filter((id) => id.endsWith('-heading'))).toEqual([]);
    expect(validateTree(page.layout)).toEqual([]);
    const [named] = reshape({ layout: 'bullets', title: 'Risks', bullets: ['Weather: storms are stronger', 'Rates: borrowing costs 6.5%', 'Grid: 140 projects wait', 'Staff: two engineers left'], notes: '' });
    expect(named).toMatchObject({ left: { heading: 'Weather' }, right: { heading: 'Grid' } });
  });
});
