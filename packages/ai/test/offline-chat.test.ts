import { applyOperations, contentNodes, type Page, type Paragraph, ProjectDocument, validateTree } from '@folio/layout';
import { describe, expect, it } from 'vitest';
import { COMPOSER, chatEdit, composeDocument, pageText, type ChatEditRequest } from '../src/index.ts';
import { type Reference } from '@folio/contracts';
import { loadFixture } from './fixture-references.ts';

const THEMES = ['sunlit', 'dark-matter', 'green-pulse'];
const THEME_NAMES = { sunlit: 'Sunlit', 'dark-matter': 'Dark Matter', 'green-pulse': 'Spring Meadow' };

const garden = await loadFixture('garden-report.md');
const { document: composed } = await composeDocument(COMPOSER, { prompt: '', references: [garden], options: { slideCount: 6 } });
const deck = ProjectDocument.parse(composed);

/** The offline chat's answer and the deck after it, checked to be a valid deck. */
async function edit(instruction: string, options: { selected?: number; document?: ProjectDocument; references?: Reference[] } = {}) {
  const document = options.document ?? deck;
  const request: ChatEditRequest = {
    instruction,
    document,
    selection: options.selected ? { pageId: document.pages[options.selected - 1]!.id } : undefined,
    references: options.references ?? [garden],
    themes: THEMES,
    themeNames: THEME_NAMES,
  };
  const result = await chatEdit(COMPOSER, request);
  const after = ProjectDocument.parse(applyOperations(document, result.operations));
  for (const page of after.pages) expect(validateTree(page.layout)).toEqual([]);
  return { result, after, before: document };
}

const titleOf = (page: Page) => pageText(page)[0];
const ids = (document: ProjectDocument) => document.pages.map((page) => page.id);
const bodyBlock = (page: Page) => contentNodes(page.layout).filter((node) => node.content.kind === 'text').at(-1)!;

/** The deck with slide `n`'s last text block holding `paragraphs`. */
function withBody(n: number, paragraphs: Paragraph[]): ProjectDocument {
  const page = deck.pages[n - 1]!;
  return applyOperations(deck, [{ op: 'setText', pageId: page.id, blockId: bodyBlock(page).id, paragraphs }]);
}

describe('offline chat: renaming a slide', () => {
  it('changes the selected slide’s title and nothing else on it', async () => {
    const { after, result } = await edit('Change the title of this slide to What the season gave us', { selected: 2 });
    expect(titleOf(after.pages[1]!)).toBe('What the season gave us');
    expect(pageText(after.pages[1]!).slice(1)).toEqual(pageText(deck.pages[1]!).slice(1));
    expect(result.reply).toMatch(/Renamed slide 2/);
  });

  it('renames the slide it names, or takes the words after “title:”, in English and French', async () => {
    expect(titleOf((await edit('rename slide 4 to “Where the money went”', { selected: 2 })).after.pages[3]!)).toBe('Where the money went');
    expect(titleOf((await edit('title: A good year', { selected: 6 })).after.pages[5]!)).toBe('A good year');
    expect(titleOf((await edit('Change le titre de cette diapositive en Une belle saison', { selected: 2 })).after.pages[1]!)).toBe('Une belle saison');
  });
});

describe('offline chat: themes', () => {
  it('switches to a theme named as the app shows it, or to the dark theme', async () => {
    expect((await edit('switch theme to Spring Meadow')).after.themeId).toBe('green-pulse');
    const dark = await edit('use the dark theme');
    expect(dark.after.themeId).toBe('dark-matter');
    expect(dark.result.reply).toContain('Dark Matter');
  });
});

describe('offline chat: adding a slide about a topic', () => {
  it('builds it from the section of the references that covers the topic, and says so', async () => {
    const { after, before, result } = await edit('Add a slide about our volunteers', { selected: 3 });
    expect(after.pages).toHaveLength(before.pages.length + 1);
    const added = after.pages[3]!;
    expect(titleOf(added)).toMatch(/volunteers/i);
    expect(pageText(added).join(' ')).toMatch(/every street in the neighbourhood|herb beds|18 hours/);
    expect(added.layout).not.toMatchObject({ hint: expect.anything() });
    expect(JSON.stringify(added)).not.toContain('"hint"');
    expect(result.reply).toMatch(/from Millbrook Community Garden/);
  });

  it('puts hints, not text, on a slide about a topic the references do not cover', async () => {
    const { after, result } = await edit('Add a slide about the rocket launch', { selected: 1 });
    const added = after.pages[1]!;
    expect(pageText(added).filter((line) => line.trim())).toEqual(['Rocket launch']);
    const hinted = contentNodes(added.layout).flatMap((node) => (node.content.kind === 'text' ? node.content.paragraphs : [])).filter((paragraph) => paragraph.hint);
    expect(hinted.length).toBeGreaterThan(1);
    for (const paragraph of hinted) expect(paragraph.spans.map((span) => span.text).join('')).toBe('');
    expect(result.reply).toMatch(/say nothing about the rocket launch|nothing about rocket launch/);
    expect(result.reply).toMatch(/hints/);
  });
});

describe('offline chat on a page', () => {
  const page = ProjectDocument.parse({ ...deck, kind: 'page' });
  const paragraphsOf = (added: Page) => contentNodes(added.layout).flatMap((node) => (node.content.kind === 'text' ? node.content.paragraphs : []));

  it('adds a section about a topic as prose a reader scrolls, not a slide of bullets', async () => {
    const { after, result } = await edit('Add a section about our volunteers', { selected: 2, document: page });
    const added = after.pages[2]!;
    expect(pageText(added).join(' ')).toMatch(/every street in the neighbourhood|herb beds|18 hours/);
    expect(paragraphsOf(added).filter((paragraph) => paragraph.list)).toEqual([]);
    expect(result.reply).toMatch(/^Added a section about/);
  });

  it('adds a section of hints for a topic the references do not cover, and leaves a section’s layout to the block panel', async () => {
    const { after, result } = await edit('Add a section about the rocket launch', { selected: 1, document: page });
    expect(paragraphsOf(after.pages[1]!).filter((paragraph) => paragraph.hint && !paragraph.list).length).toBeGreaterThan(1);
    expect(result.reply).toMatch(/added a section titled/);
    const layout = await edit('change the layout', { selected: 2, document: page });
    expect(layout.result.operations).toEqual([]);
    expect(layout.result.reply).toMatch(/block panel/);
  });
});

describe('offline chat: moving and deleting slides', () => {
  it('moves a slide after another one, or the selected slide to the end', async () => {
    const [a, b, c, d, e, f] = ids(deck);
    expect(ids((await edit('move slide 5 after slide 2')).after)).toEqual([a, b, e, c, d, f]);
    expect(ids((await edit('move this slide to the end', { selected: 2 })).after)).toEqual([a, c, d, e, f, b]);
    expect(ids((await edit('move the last slide to the start')).after)).toEqual([f, a, b, c, d, e]);
    expect(ids((await edit('move slide 2 to position 5')).after)).toEqual([a, c, d, e, b, f]);
    expect(ids((await edit('move slide 5 to 1')).after)).toEqual([e, a, b, c, d, f]);
    expect(ids((await edit('move slide 3 up')).after)).toEqual([a, c, b, d, e, f]);
    expect(ids((await edit('move this slide down', { selected: 3 })).after)).toEqual([a, b, d, c, e, f]);
    expect((await edit('move slide 3 after slide 2')).result).toEqual({ reply: 'Slide 3 is already there.', operations: [] });
  });

  it('deletes the slides it names: by number, the last one, several at once', async () => {
    const [a, b, c, d, e, f] = ids(deck);
    expect(ids((await edit('delete slide 4')).after)).toEqual([a, b, c, e, f]);
    expect(ids((await edit('remove the last slide')).after)).toEqual([a, b, c, d, e]);
    const several = await edit('delete slides 2 and 3');
    expect(ids(several.after)).toEqual([a, d, e, f]);
    expect(several.result.reply).toBe('Removed slides 2 and 3.');
    expect((await edit('remove the title', { selected: 2 })).result.operations, 'a part of the slide, not the slide').toEqual([]);
  });
});

describe('offline chat: shortening and expanding', () => {
  const marked: Paragraph[] = [
    {
      role: 'normalText',
      list: { kind: 'bullet', level: 0 },
      spans: [
        { text: 'Over the season ' },
        { text: '214 volunteers', marks: { bold: true } },
        { text: ' gave 3,850 hours of work. The plots produced 2.4 tonnes of vegetables for local families, and the ' },
        { text: 'food bank', marks: { link: 'https://example.org/food-bank' } },
        { text: ' took what was left.' },
      ],
    },
    { role: 'normalText', list: { kind: 'bullet', level: 0 }, spans: [{ text: 'A dry June meant that the water bill rose by a third, because the ' }, { text: 'new beds', marks: { italic: true } }, { text: ' needed watering twice a day in the heat' }] },
  ];

  it('cuts at sentence and clause ends, keeping bold and links, with no ellipsis', async () => {
    const { after } = await edit('shorten this slide', { selected: 2, document: withBody(2, marked) });
    const node = bodyBlock(after.pages[1]!);
    const paragraphs = node.content.kind === 'text' ? node.content.paragraphs : [];
    expect(paragraphs[0]!.spans).toEqual([{ text: 'Over the season ' }, { text: '214 volunteers', marks: { bold: true } }, { text: ' gave 3,850 hours of work.' }]);
    expect(paragraphs[1]!.spans.map((span) => span.text).join('')).toBe('A dry June meant that the water bill rose by a third');
    expect(JSON.stringify(paragraphs)).not.toContain('…');
  });

  it('expands a slide from what the references say about its topic, else says it needs a model', async () => {
    const short = withBody(2, [{ role: 'normalText', spans: [{ text: 'The garden opened on 12 April.' }] }]);
    const { after, result } = await edit('expand this slide', { selected: 2, document: short });
    const lines = pageText(after.pages[1]!);
    expect(lines.length).toBeGreaterThan(pageText(short.pages[1]!).length);
    expect(lines.join(' ')).toMatch(/3,850 hours|2\.4 tonnes|harvest supper/);
    expect(result.reply).toMatch(/references/);

    const alone = await edit('expand this slide', { selected: 2, document: short, references: [] });
    expect(alone.result.operations).toEqual([]);
    expect(alone.result.reply).toMatch(/needs a connected AI model.*\/settings\/ai/);
  });
});

describe('offline chat: what needs a model', () => {
  it('answers in one line that translating or changing the tone needs a model, and where to connect one', async () => {
    for (const instruction of ['Translate this slide to German', 'Rewrite this slide in a more formal tone']) {
      const { result } = await edit(instruction, { selected: 2 });
      expect(result.operations).toEqual([]);
      expect(result.reply).not.toContain('\n');
      expect(result.reply).toMatch(/needs a connected AI model.*\/settings\/ai/);
    }
  });
});
