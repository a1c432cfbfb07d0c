import { describe, expect, it } from 'vitest';
import { applyOperations, contentNodes, hashtags, ProjectDocument, validateTree } from '@folio/layout';
import { BlockPlaceholders, COMPOSER, LocalSearch, SearxngSearch, chatEdit, composeDocument, generateKeywords, generateQuote, pageText, planStoryline, regenerateSlide, writeSpeakerNotes } from '../src/index.ts';
import { BLOCK_PLACEHOLDER_CACHE_MS, type StorylineItem } from '@folio/contracts';
import { loadFixture } from './fixture-references.ts';
import { ScriptedModel } from './scripted-model.ts';

const THEMES = ['sunlit', 'dark-matter', 'minimal-white', 'green-pulse'];

async function reportDeck() {
  const report = await loadFixture('annual-report.pdf');
  const { document, storyline } = await composeDocument(COMPOSER, { prompt: '', references: [report], options: { slideCount: 8 } });
  return { report, document, storyline };
}

describe('generation pipelines', () => {
  it('never plans more than 20 storyline items', async () => {
    const items: StorylineItem[] = [];
    for await (const item of planStoryline(COMPOSER, { prompt: 'a report', references: [await loadFixture('annual-report.pdf')], options: { slideCount: 20 } })) items.push(item);
    expect(items.length).toBeLessThanOrEqual(20);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });

  it('regenerates one slide in another layout, keeping its page id', async () => {
    const { report, document, storyline } = await reportDeck();
    const index = storyline.findIndex((item) => item.text.startsWith('Executive summary'));
    const page = document.pages[index]!;
    const again = await regenerateSlide(COMPOSER, { storyline, index, pageId: page.id, references: [report], attempt: 1 });
    expect(again.page.id).toBe(page.id);
    expect(validateTree(again.page.layout)).toEqual([]);
    expect(JSON.stringify(again.page.layout)).not.toBe(JSON.stringify(page.layout));
  });

  it('fills a block placeholder once and serves it from the cache for 20 minutes', async () => {
    let now = 0;
    const model = new ScriptedModel(['{"kind": "text", "paragraphs": [{"role": "normalText", "spans": [{"text": "Tides rise twice a day."}]}]}']);
    const placeholders = new BlockPlaceholders(model, () => now);
    const request = { type: 'text' as const, prompt: 'one sentence about tides' };
    const first = await placeholders.fill(request);
    expect(first).toMatchObject({ kind: 'text', paragraphs: [{ spans: [{ text: 'Tides rise twice a day.' }] }] });
    now += BLOCK_PLACEHOLDER_CACHE_MS - 1;
    await placeholders.fill(request);
    expect(model.requests).toHaveLength(1);
    now += 2;
    await placeholders.fill(request);
    expect(model.requests).toHaveLength(2);
    expect(model.requests[0]!.timeoutMs).toBe(5 * 60_000);
  });

  it('fills placeholders offline with bracketed text of the asked kind', async () => {
    const placeholders = new BlockPlaceholders(COMPOSER);
    for (const type of ['text', 'table', 'chart', 'quote', 'diagram'] as const) {
      const block = await placeholders.fill({ type, prompt: 'a chart about rainfall' });
      expect(block.kind).toBe(type);
      expect(JSON.stringify(block)).toContain('[');
    }
  });

  it('takes a quote card from a quoted person in the references, never inventing one', async () => {
    const report = await loadFixture('annual-report.pdf');
    await expect(generateQuote(COMPOSER, { topic: 'why members stay', references: [report] })).resolves.toMatchObject({ author: 'Maria Okafor', sentence: expect.stringContaining('We joined because it was cheaper') });
    await expect(generateQuote(COMPOSER, { topic: 'volcanoes' })).resolves.toMatchObject({ sentence: '[A quotation about volcanoes]' });
  });

  it('finds keywords that make share hashtags', async () => {
    const keywords = await generateKeywords(COMPOSER, { references: [await loadFixture('water-cycle-lesson.md')], count: 6 });
    expect(keywords).toContain('water');
    expect(hashtags(keywords, 6).every((tag) => /^\p{L}[\p{L}\p{N}]*$/u.test(tag))).toBe(true);
  });

  it('makes hashtags by joining words in CamelCase, dropping punctuation and repeats, keeping other scripts', () => {
    expect(hashtags(['climate change', 'Solar', 'solar', 'AI & ethics', 'énergie', 'экология'], 10)).toEqual(['ClimateChange', 'Solar', 'AIEthics', 'énergie', 'экология']);
    expect(hashtags(['a', 'b', 'c', 'd', 'e'])).toHaveLength(4);
  });

  it('writes speaker notes that speak the slide and explain it from the references', async () => {
    const { report, document } = await reportDeck();
    const [notes] = await writeSpeakerNotes(COMPOSER, { page: document.pages[2]!, references: [report] });
    expect(notes!.text.length).toBeGreaterThan(80);
    expect(notes!.text).toContain(pageText(document.pages[2]!)[0]!);
  });
});

describe('AI chat edits', () => {
  async function edit(instruction: string, selection?: { pageId?: string; blockId?: string }) {
    const { report, document } = await reportDeck();
    const result = await chatEdit(COMPOSER, { instruction, document, selection, references: [report], themes: THEMES });
    const after = ProjectDocument.parse(applyOperations(document, result.operations));
    for (const page of after.pages) expect(validateTree(page.layout)).toEqual([]);
    return { document, result, after };
  }

  it('removes the slide it names', async () => {
    const { document, after, result } = await edit('Please delete slide 3');
    expect(result.operations).toEqual([{ op: 'removePage', pageId: document.pages[2]!.id }]);
    expect(after.pages).toHaveLength(document.pages.length - 1);
    expect(after.scriptMap[document.pages[2]!.id]).toBeUndefined();
  });

  it('switches to the theme asked for', async () => {
    expect((await edit('use the green pulse theme')).after.themeId).toBe('green-pulse');
    expect((await edit('make it dark mode')).after.themeId).toBe('dark-matter');
  });

  it('adds a slide about a topic after the selected one, from the references', async () => {
    const { document, after } = await edit('add a slide about the community fund', { pageId: undefined });
    expect(after.pages).toHaveLength(document.pages.length + 1);
    const added = after.pages.at(-1)!;
    expect(pageText(added).join(' ')).toMatch(/community fund/i);
    expect(after.scriptMap[added.id]?.[0]?.text).toBeTruthy();
  });

  it('shortens the text of the selected slide as undoable text changes', async () => {
    const { report, document } = await reportDeck();
    const target = document.pages.find((page) => pageText(page).join(' ').length > 300)!;
    const result = await chatEdit(COMPOSER, { instruction: 'shorten this slide', document, selection: { pageId: target.id }, references: [report], themes: THEMES });
    expect(result.operations.length).toBeGreaterThan(0);
    expect(result.operations.every((operation) => operation.op === 'setText' && operation.pageId === target.id)).toBe(true);
    const after = applyOperations(document, result.operations);
    expect(pageText(after.pages.find((page) => page.id === target.id)!).join(' ').length).toBeLessThan(pageText(target).join(' ').length);
    expect(after.pages).toHaveLength(document.pages.length);
  });

  it('changes the layout of the selected slide in place', async () => {
    const { document } = await reportDeck();
    const bullets = document.pages.find((page) => contentNodes(page.layout).some((node) => node.content.kind === 'shape'))!;
    const result = await chatEdit(COMPOSER, { instruction: 'change the layout', document, selection: { pageId: bullets.id }, themes: THEMES });
    expect(result.operations).toMatchObject([{ op: 'replacePage', pageId: bullets.id }]);
  });

  it('says that translating needs a model when none is configured', async () => {
    const { result } = await edit('translate this deck into French');
    expect(result.operations).toEqual([]);
    expect(result.reply).toMatch(/needs a connected AI model.*\/settings\/ai/);
  });

  it('turns a model’s actions into operations over real page and block ids only', async () => {
    const { document } = await reportDeck();
    const page = document.pages[2]!;
    const titleBlock = contentNodes(page.layout).find((node) => node.content.kind === 'text')!;
    const model = new ScriptedModel([
      JSON.stringify({
        reply: 'Done.',
        actions: [
          { action: 'setText', pageId: page.id, blockId: titleBlock.id, text: 'A shorter title' },
          { action: 'removeSlide', pageId: 'no-such-page' },
          { action: 'changeTheme', themeId: 'not-a-theme' },
          { action: 'addSlide', slide: { layout: 'bullets', title: 'Next steps', bullets: ['Vote on the bond'] } },
        ],
      }),
    ]);
    const result = await chatEdit(model, { instruction: 'tidy up', document, themes: THEMES });
    expect(result.operations.map((operation) => operation.op)).toEqual(['setText', 'insertPage']);
    const after = ProjectDocument.parse(applyOperations(document, result.operations));
    expect(pageText(after.pages[2]!)[0]).toBe('A shorter title');
  });
});

describe('search', () => {
  it('searches the user’s own references and projects by default', async () => {
    const search = new LocalSearch({ references: [await loadFixture('annual-report.pdf')], projects: [{ id: '42', title: 'Battery storage pitch', text: 'Why a second battery pays for itself' }] });
    const cards = await search.search({ query: 'battery storage' });
    expect(cards[0]).toMatchObject({ origin: expect.stringMatching(/reference|project/) });
    expect(cards.map((card) => card.title).join(' ')).toMatch(/Storage|Battery/);
  });

  it('maps SearXNG results to reference cards with the time range asked for', async () => {
    const asked: string[] = [];
    const fakeFetch = (async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ results: [{ url: 'https://example.org/tides', title: 'Tides', content: 'Why tides happen', publishedDate: '2025-05-01' }] }));
    }) as unknown as typeof fetch;
    const cards = await new SearxngSearch('http://searx.local', fakeFetch).search({ query: 'tides', time: 'Past month', domain: 'example.org' });
    expect(cards).toEqual([{ title: 'Tides', url: 'https://example.org/tides', snippet: 'Why tides happen', origin: 'web', time: '2025-05-01', citation: 'Tides, example.org, 2025-05-01' }]);
    expect(asked[0]).toMatch(/time_range=month/);
    expect(decodeURIComponent(asked[0]!.replace(/\+/g, ' '))).toContain('tides site:example.org');
  });
});
