import { describe, expect, it } from 'vitest';
import { ProjectDocument, contentNodes, validateTree, type Page } from '@folio/layout';
import { COMPOSER, composeDocument, pageText, referenceKeywords } from '../src/index.ts';
import { type Reference } from '@folio/contracts';
import { FIXTURES, loadFixture } from './fixture-references.ts';
import { overflowingPages } from './layout-check.ts';

function blocksOf(page: Page, kind: string) {
  return contentNodes(page.layout).filter((node) => node.content.kind === kind);
}

/** The hints a page's empty paragraphs show in the editor. */
function hintsOf(page: Page): string[] {
  return contentNodes(page.layout).flatMap((node) => (node.content.kind === 'text' ? node.content.paragraphs.flatMap((paragraph) => (paragraph.hint ? [paragraph.hint] : [])) : []));
}

async function deckFrom(references: Reference[], prompt = '', options: Record<string, unknown> = {}, themeId = 'sunlit') {
  return composeDocument(COMPOSER, { prompt, references, options, themeId });
}

describe('built-in composer on the fixture references', () => {
  it.each(FIXTURES)('builds a valid, notes-carrying deck that fits its slides from %s', async (name) => {
    const reference = await loadFixture(name);
    const { document, storyline } = await deckFrom([reference], '', { slideCount: 8 });
    expect(() => ProjectDocument.parse(document)).not.toThrow();
    expect(document.pages.length).toBeGreaterThanOrEqual(4);
    expect(new Set(document.pages.map((page) => page.id)).size).toBe(document.pages.length);
    for (const page of document.pages) {
      expect(validateTree(page.layout), `page ${page.id}`).toEqual([]);
      expect(document.scriptMap[page.id]?.[0]?.text.trim(), `notes of ${page.id}`).toBeTruthy();
    }
    expect(storyline).toHaveLength(document.pages.length);
    expect(await overflowingPages(document)).toEqual([]);
    expect(await overflowingPages({ ...document, themeId: 'dark-matter' })).toEqual([]);
  });

  it('titles the report’s slides with its chapter headings', async () => {
    const report = await loadFixture('annual-report.pdf');
    const { storyline } = await deckFrom([report], '', { slideCount: 10 });
    const headings = report.sections.map((section) => section.heading.replace(/^\d+\.\s*/, ''));
    expect(storyline[0]!.text).toBe('Harbourside Energy Cooperative');
    const body = storyline.slice(2, -1).map((item) => item.text);
    const fromHeadings = body.filter((title) => headings.some((heading) => heading && title.startsWith(heading)));
    // A quote card and a chart named by the sentence that introduces its table are the only others.
    expect(fromHeadings.length).toBeGreaterThanOrEqual(body.length - 2);
    expect(body).toEqual(expect.arrayContaining(['Finances']));
    expect(body.some((title) => title.startsWith('Executive summary'))).toBe(true);
  });

  it('turns the report’s numbers into stat blocks and its tables into charts', async () => {
    const report = await loadFixture('annual-report.pdf');
    const { document } = await deckFrom([report], '', { slideCount: 10 });
    const displays = new Set(report.sections.flatMap((section) => section.numbers.map((fact) => fact.display)));
    const statValues = document.pages.flatMap((page) => pageText(page)).filter((text) => displays.has(text));
    expect(statValues.length).toBeGreaterThanOrEqual(3);
    const charts = document.pages.flatMap((page) => blocksOf(page, 'chart'));
    expect(charts.length).toBeGreaterThanOrEqual(1);
    const quarterly = charts.map((node) => node.content).find((chart) => chart.kind === 'chart' && chart.labels.join() === 'Q1,Q2,Q3,Q4');
    expect(quarterly).toMatchObject({ series: expect.arrayContaining([expect.objectContaining({ name: 'Wind', values: [5.2, 6.9, 6.4, 9.4] })]) });
  });

  it('varies the layouts: cover, agenda, text, stats, chart and closing in one deck', async () => {
    const { document } = await deckFrom([await loadFixture('annual-report.pdf')], '', { slideCount: 10 });
    const kinds = document.pages.map((page) => contentNodes(page.layout).map((node) => node.content.kind).join(','));
    expect(new Set(kinds).size).toBeGreaterThanOrEqual(6);
  });

  it('opens a lesson made from a document with a question whose hints ask what the pupils know, not its own title again', async () => {
    const { document } = await deckFrom([await loadFixture('water-cycle-lesson.md')], 'A lesson for my class', { slideCount: 8 });
    const opening = document.pages.find((page) => pageText(page)[0]?.startsWith('What do you already know'))!;
    expect(hintsOf(opening)).toEqual(['A question to find out what pupils already know', 'An everyday example of the Water Cycle they have seen']);
  });

  it('puts a quoted member on a quote card', async () => {
    const { document } = await deckFrom([await loadFixture('annual-report.pdf')], '', { slideCount: 14 });
    const quotes = document.pages.flatMap((page) => blocksOf(page, 'quote')).map((node) => node.content);
    expect(quotes).toContainEqual(expect.objectContaining({ author: 'Maria Okafor', address: 'Member since 2019' }));
  });

  it('makes a table slide from the spreadsheet, a chart of its numbers and a closing that names the largest', async () => {
    const { document } = await deckFrom([await loadFixture('budget-2026.xlsx')], '', { slideCount: 6 });
    const kinds = document.pages.flatMap((page) => contentNodes(page.layout).map((node) => node.content.kind));
    expect(kinds).toContain('chart');
    expect(kinds.filter((kind) => kind === 'chart' || kind === 'table').length).toBeGreaterThanOrEqual(2);
    const text = document.pages.flatMap(pageText);
    expect(text.join('\n')).toContain('Budget ($)');
    expect(pageText(document.pages.at(-1)!)).toContain('Budget: Generation leads with 4,200,000');
  });

  it('honours the number of slides asked for', async () => {
    const report = await loadFixture('annual-report.pdf');
    for (const slideCount of [3, 6, 12]) expect((await deckFrom([report], '', { slideCount })).document.pages).toHaveLength(slideCount);
  });

  it('shows no picture on two slides', async () => {
    for (const name of FIXTURES) {
      const { document } = await deckFrom([await loadFixture(name)], '', { slideCount: 12 });
      const icons = document.pages.flatMap((page) => blocksOf(page, 'shape')).flatMap((node) => (node.content.kind === 'shape' && node.content.icon ? [node.content.icon] : []));
      expect(icons.length, name).toBe(new Set(icons).size);
    }
  });

  it('gives the same deck for the same input', async () => {
    const report = await loadFixture('annual-report.pdf');
    expect(await deckFrom([report])).toEqual(await deckFrom([report]));
  });

  it('finds the report’s keywords for share hashtags', async () => {
    expect(referenceKeywords([await loadFixture('annual-report.pdf')], 8)).toEqual(expect.arrayContaining(['members']));
  });
});

describe('built-in composer from a prompt alone', () => {
  it.each([
    'Make a 8-slide pitch deck for a bicycle repair startup',
    'The water cycle for 10-year-olds, 6 slides',
    'Quarterly report for the sales team',
    'Our summer fair on the village green',
  ])('puts no placeholder text, instructions or cut titles on the slides of “%s”, only in the speaker notes', async (prompt) => {
    const { document } = await deckFrom([], prompt, { slideCount: 8 });
    const text = document.pages.flatMap(pageText).join('\n');
    expect(text).not.toMatch(/\[|\]|replace the text|Add your points/i);
    expect(text).not.toContain('…');
    for (const page of document.pages) expect(document.scriptMap[page.id]?.[0]?.text).toMatch(/[.!?]$/);
    expect(await overflowingPages(document)).toEqual([]);
  });

  it.each([
    ['Make a 8-slide pitch deck for a bicycle repair startup', ['The problem', 'Our solution', 'The ask']],
    ['A lesson on volcanoes', ['Learning goals', 'What are volcanoes?', 'Activity']],
    ['Quarterly report for the sales team', ['Summary', 'Key figures', 'Next steps']],
    ['Our summer fair on the village green', ['Date and place', 'How to join']],
    ['The water cycle for 10-year-olds', ['What is the water cycle?', 'Why the water cycle matters']],
  ])('gives “%s” the structure of the kind of deck it asks for, titled about its topic', async (prompt, titles) => {
    const { storyline } = await deckFrom([], prompt, { slideCount: 8 });
    expect(storyline.map((item) => item.text)).toEqual(expect.arrayContaining(titles));
  });

  it('gives every body slide of “The water cycle for 10-year-olds” hints about the topic, for its audience, and no text standing in for them', async () => {
    const { document } = await deckFrom([], 'The water cycle for 10-year-olds, 6 slides');
    const body = document.pages.slice(1, -1);
    expect(body.length).toBe(4);
    for (const page of body) {
      const hints = hintsOf(page);
      expect(hints.length, page.id).toBeGreaterThan(0);
      // Hints sit in empty paragraphs: the slide's own text is the title alone.
      expect(pageText(page), page.id).toHaveLength(1);
      for (const hint of hints) expect(hint).not.toMatch(/\[|\]|…/);
    }
    const all = body.flatMap(hintsOf);
    expect(all.some((hint) => hint.includes('the water cycle'))).toBe(true);
    expect(all.some((hint) => hint.includes('10-year-olds'))).toBe(true);
    expect(await overflowingPages(document)).toEqual([]);
  });

  it('shows no picture twice in an outline deck', async () => {
    for (const prompt of ['The water cycle for 10-year-olds, 12 slides', 'Make a 10-slide pitch deck for a bicycle repair startup', 'Our summer fair on the village green']) {
      const { document } = await deckFrom([], prompt);
      const icons = document.pages.flatMap((page) => blocksOf(page, 'shape')).flatMap((node) => (node.content.kind === 'shape' && node.content.icon ? [node.content.icon] : []));
      expect(icons.length, prompt).toBeGreaterThan(5);
      expect(icons.length, prompt).toBe(new Set(icons).size);
    }
  });

  it('writes another outline when asked to write it again', async () => {
    const prompt = 'The water cycle for 10-year-olds, 6 slides';
    const first = (await deckFrom([], prompt, { variant: 0 })).storyline.map((item) => item.text);
    const again = (await deckFrom([], prompt, { variant: 1 })).storyline.map((item) => item.text);
    expect(again).toHaveLength(6);
    expect(again.slice(1, -1)).not.toEqual(first.slice(1, -1));
  });

  it('gives each part the prompt names a slide of its own, and keeps the list off the cover', async () => {
    const { document, storyline } = await deckFrom([], 'A lesson on the water cycle for 12-year-olds, with evaporation, condensation, precipitation and collection', {});
    const titles = storyline.map((item) => item.text);
    expect(titles[0]).toBe('The water cycle for 12-year-olds');
    expect(titles).toEqual(expect.arrayContaining(['Learning goals', 'Evaporation', 'Condensation', 'Precipitation', 'Collection']));
    const evaporation = document.pages[titles.indexOf('Evaporation')]!;
    expect(hintsOf(evaporation)).toEqual(['What evaporation is, in one sentence', 'An example of evaporation', 'Why evaporation matters to 12-year-olds']);
    expect(await overflowingPages(document)).toEqual([]);
  });

  it('pitches what the prompt names, not the pitch: the hints speak of the start-up', async () => {
    const { document } = await deckFrom([], 'Write an investor pitch for a solar-powered e-bike start-up', { slideCount: 8 });
    expect(pageText(document.pages[0]!)[0]).toBe('A solar-powered e-bike start-up');
    const hints = document.pages.flatMap(hintsOf);
    expect(hints).toContain('Who has the problem a solar-powered e-bike start-up solves');
    expect(hints.join('\n')).not.toMatch(/pitch for/i);
  });

  it('takes the parts from bullet lines and a colon list too, and leaves a plain prompt alone', async () => {
    const bullets = await deckFrom([], 'Onboarding for new engineers:\n- Our codebase\n- Code review\n- Deploying', { slideCount: 6 });
    expect(bullets.storyline.map((item) => item.text)).toEqual(expect.arrayContaining(['Onboarding for new engineers', 'Our codebase', 'Code review', 'Deploying']));
    const colon = await deckFrom([], 'Our quarter: sales, hiring and product', { slideCount: 6 });
    expect(colon.storyline.map((item) => item.text)).toEqual(expect.arrayContaining(['Sales', 'Hiring', 'Product']));
    const plain = await deckFrom([], 'A pitch for a start-up with a new battery', { slideCount: 6 });
    expect(plain.storyline[0]!.text).toBe('A start-up with a new battery');
    expect(plain.storyline.map((item) => item.text)).toContain('The problem');
  });

  it.each([
    ['Prépare une leçon sur le cycle de l’eau pour des élèves de CM2', 'fr', 'Programme', 'Objectifs d’apprentissage'],
    ['Erstelle einen Quartalsbericht für das Vertriebsteam', 'de', 'Agenda', 'Kennzahlen'],
    ['Crea un plan estratégico para 2027', 'es', 'Agenda', 'Objetivos'],
    ['为投资人准备一份融资路演', 'zh-CN', '议程', '问题'],
  ])('recognises the kind of deck asked for in %s', async (prompt, language, agenda, expected) => {
    const { storyline, document } = await deckFrom([], prompt, { slideCount: 8, language });
    expect(storyline.map((item) => item.text)).toEqual(expect.arrayContaining([agenda, expected]));
    expect(await overflowingPages(document)).toEqual([]);
  });

  it('names the audience on the cover', async () => {
    const { document } = await deckFrom([], 'a lesson about volcanoes', { slideCount: 4, audience: 'year 6 pupils' });
    expect(pageText(document.pages[0]!)).toContain('FOR YEAR 6 PUPILS');
  });

  it('writes right-to-left slides for Arabic', async () => {
    const { document } = await deckFrom([], 'عرض تقديمي عن الطاقة الشمسية', { slideCount: 4, language: 'ar' });
    const paragraphs = document.pages.flatMap((page) => contentNodes(page.layout)).flatMap((node) => (node.content.kind === 'text' ? node.content.paragraphs : []));
    expect(paragraphs.every((paragraph) => paragraph.direction === 'rtl')).toBe(true);
  });
});

describe('built-in composer, written again', () => {
  it('gives a document deck other slides when asked to write it again', async () => {
    const report = await loadFixture('annual-report.pdf');
    const titles = async (variant: number) => (await deckFrom([report], '', { slideCount: 8, variant })).storyline.map((item) => item.text);
    const first = await titles(0);
    const again = [await titles(1), await titles(2)];
    expect(again.some((titlesAgain) => titlesAgain.join() !== first.join())).toBe(true);
    for (const titlesAgain of again) expect(titlesAgain).toHaveLength(8);
  });
});
