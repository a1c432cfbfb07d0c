import { describe, expect, it } from 'vitest';
import { ProjectDocument, contentNodes, validateTree, type Page } from '@folio/layout';
// The renderer's real text measure, reached from a test only: @folio/ai itself depends on layout alone.
import { NodeRenderer } from '../../export-worker/src/index.ts';
import { COMPOSER, composeDocument, generateSlides, pageText, planStoryline, type GeneratedSlide } from '../src/index.ts';
import { type Reference } from '@folio/contracts';
import { isDate } from '../src/composer/dates.ts';
import { REFERENCES_DIR, loadFixture } from './fixture-references.ts';
import { ScriptedModel } from './scripted-model.ts';

const SLIDE_ONLY = ['title', 'agenda', 'section', 'bullets', 'two-column', 'closing'];

async function pageFrom(prompt: string, references: Reference[] = [], options: Record<string, unknown> = {}) {
  const storyline = [];
  for await (const item of planStoryline(COMPOSER, { prompt, references, options, kind: 'page' })) storyline.push(item);
  const sections: GeneratedSlide[] = [];
  for await (const section of generateSlides(COMPOSER, { prompt, references, options, storyline, kind: 'page' })) sections.push(section);
  return { storyline: storyline.map((item) => item.text), sections };
}

function buttons(page: Page) {
  return contentNodes(page.layout).flatMap((node) => (node.content.kind === 'button' ? [node.content] : []));
}

let renderer: Promise<NodeRenderer> | undefined;

/** Each section's drawn height and the height of its content, laid out with the renderer's fonts and theme. */
async function sectionHeights(doc: ProjectDocument): Promise<Array<{ height: number; content: number }>> {
  renderer ??= NodeRenderer.create();
  const prepared = await (await renderer).prepare(doc, { baseDir: REFERENCES_DIR, root: REFERENCES_DIR });
  return doc.pages.map((_page, index) => {
    const layout = prepared.layoutPage(index);
    return { height: layout.height, content: layout.contentHeight };
  });
}

describe('built-in composer for pages', () => {
  it('opens a page from a document with a hero and closes it with a call to action, not with slides stacked as sections', async () => {
    const { storyline, sections } = await pageFrom('', [await loadFixture('garden-report.md')]);
    const layouts = sections.map((section) => section.spec.layout);
    expect(layouts[0]).toBe('hero');
    expect(layouts.at(-1)).toBe('cta');
    expect(layouts.filter((layout) => SLIDE_ONLY.includes(layout))).toEqual([]);
    // The hero's and the closing's buttons say what the reader does, in the storyline's last item's words.
    expect(buttons(sections[0]!.page).map((button) => button.label)).toEqual([storyline.at(-1)]);
    expect(buttons(sections.at(-1)!.page).map((button) => button.label)).toEqual([storyline.at(-1)]);
    expect(storyline).not.toContain('Agenda');
    // The body still shows the document: its figures, a chart from its table, its quote.
    const kinds = sections.flatMap((section) => contentNodes(section.page.layout).map((node) => node.content.kind));
    expect(kinds).toEqual(expect.arrayContaining(['chart', 'quote', 'button']));
  });

  it('keeps every faithful-text rule on a page: whole sentences, no dates as figures', async () => {
    const reference = await loadFixture('garden-report.md');
    const { sections } = await pageFrom('', [reference]);
    const text = sections.flatMap((section) => pageText(section.page));
    expect(text.filter((line) => line.includes('…'))).toEqual([]);
    const statValues = sections.flatMap((section) => (section.spec.layout === 'stats' ? section.spec.stats.map((stat) => stat.value) : []));
    expect(statValues.length).toBeGreaterThan(0);
    const facts = reference.sections.flatMap((section) => section.numbers);
    const figures = new Set(facts.filter((fact) => !isDate(fact)).map((fact) => fact.display));
    // Every figure shown is one of the document's, and one it used as a figure rather than as a day or a year.
    for (const value of statValues) expect(figures).toContain(value);
    const paragraphs = sections.flatMap((section) => (section.spec.layout === 'text' ? section.spec.paragraphs : []));
    expect(paragraphs.length).toBeGreaterThan(0);
    for (const paragraph of paragraphs) expect(paragraph, 'a paragraph ends as a sentence').toMatch(/[.!?”")]$/);
  });

  it('lays a page out as sections as tall as what they show: no blank bands, valid trees', async () => {
    const { document } = await composeDocument(COMPOSER, { prompt: '', references: [await loadFixture('annual-report.pdf')], options: { slideCount: 8 }, kind: 'page' });
    expect(document.kind).toBe('page');
    for (const page of document.pages) expect(validateTree(page.layout), page.id).toEqual([]);
    const heights = await sectionHeights(document);
    for (const [index, section] of heights.entries()) {
      // Sections grow with their content; only §9's 300 px floor may add room under a short one.
      expect(section.height, `section ${index + 1}`).toBe(Math.max(300, section.content));
      expect(section.content, `section ${index + 1} shows something`).toBeGreaterThan(200);
    }
  });

  it('gives a page from a prompt alone a hero, hinted sections and a call to action in the words of its purpose', async () => {
    const { storyline, sections } = await pageFrom('Our summer fair on the village green');
    expect(storyline[0]).toBe('Our summer fair on the village green');
    expect(storyline.at(-1)).toBe('Join us');
    expect(sections.map((section) => section.spec.layout)).toEqual(['hero', 'text', 'text', 'text', 'text', 'cta']);
    // What each section should say is a hint for the editor, never text a share page or an export draws.
    const hints = sections.flatMap((section) => contentNodes(section.page.layout).flatMap((node) => (node.content.kind === 'text' ? node.content.paragraphs.flatMap((paragraph) => (paragraph.hint ? [paragraph.hint] : [])) : [])));
    expect(hints.length).toBeGreaterThanOrEqual(4);
    expect(sections.flatMap((section) => pageText(section.page)).join('\n')).not.toMatch(/\[|replace the text/i);
    expect(pageText(sections.at(-1)!.page)).toEqual(['Be part of it', 'Join us']);
  });

  it('honours the number of sections asked for', async () => {
    for (const slideCount of [3, 5, 9]) expect((await pageFrom('Volcanoes', [], { slideCount })).sections).toHaveLength(slideCount);
  });

  it('puts a model’s page in its frame: a hero first and a call to action last, in the model’s words', async () => {
    const answer = JSON.stringify({
      sections: [
        { layout: 'text', title: 'Night trains are back', paragraphs: ['Sleepers run again across Europe.'] },
        { layout: 'stats', title: 'In numbers', stats: [{ value: '12', label: 'new routes' }] },
        { layout: 'text', title: 'Book a berth', paragraphs: ['Seats sell out weeks ahead.'] },
      ],
    });
    const sections: GeneratedSlide[] = [];
    const storyline = [{ id: 'a', text: 'Night trains are back' }, { id: 'b', text: 'In numbers' }, { id: 'c', text: 'Book a berth' }];
    for await (const section of generateSlides(new ScriptedModel([answer]), { prompt: 'night trains', storyline, kind: 'page' })) sections.push(section);
    expect(sections.map((section) => section.spec.layout)).toEqual(['hero', 'stats', 'cta']);
    expect(pageText(sections[0]!.page)).toEqual(['Night trains are back', 'Sleepers run again across Europe.']);
    expect(buttons(sections[2]!.page)).toEqual([expect.objectContaining({ label: 'Book a berth', url: '#' })]);
  });
});

describe('audience and purpose words', () => {
  const plan = async (prompt: string, kind: 'presentation' | 'page' = 'presentation') => {
    const items: string[] = [];
    for await (const item of planStoryline(COMPOSER, { prompt, references: [await loadFixture('garden-report.md')], options: { slideCount: 8 }, kind })) items.push(item.text);
    return items;
  };

  it('closes a report to the council on what it asks, in the document’s own sentence', async () => {
    const storyline = await plan('report to our neighbourhood council');
    expect(storyline.at(-1)).toBe('What we ask of you');
    const { document } = await composeDocument(COMPOSER, { prompt: 'report to our neighbourhood council', references: [await loadFixture('garden-report.md')], options: { slideCount: 8 } });
    expect(pageText(document.pages.at(-1)!).join('\n')).toContain('We ask the council to renew the grant of £5,000 for next season');
  });

  it('closes a pitch to investors on the ask', async () => {
    expect((await plan('pitch to investors')).at(-1)).toBe('The ask');
  });

  it('opens a lesson for 10-year-olds with a question and ends it with a quiz', async () => {
    const storyline = await plan('lesson for 10-year-olds');
    expect(storyline[2]).toMatch(/^What do you already know about .+\?$/);
    expect(storyline.at(-1)).toBe('Quick quiz');
  });

  it('opens a workshop for volunteers with what they will be able to do', async () => {
    const storyline = await plan('workshop for volunteers');
    expect(storyline).toContain('What you will be able to do');
  });

  it('gives the same document four different structures for four audiences', async () => {
    const storylines = await Promise.all(['report to our neighbourhood council', 'pitch to investors', 'lesson for 10-year-olds', 'workshop for volunteers'].map((prompt) => plan(prompt)));
    expect(new Set(storylines.map((storyline) => storyline.join('|'))).size).toBe(4);
    // Pages end on a button that fits the purpose.
    const labels = await Promise.all(['report to our neighbourhood council', 'lesson for 10-year-olds'].map(async (prompt) => (await plan(prompt, 'page')).at(-1)));
    expect(labels).toEqual(['Read the full report', 'Try the quiz']);
  });
});
