import { pageFingerprint, words } from '@folio/layout';
import { describe, expect, it } from 'vitest';
import { COMPOSER, deckReferences, generateSlides, pageText, planStoryline, regenerateSlide, slideOrigin, type GeneratedSlide } from '../src/index.ts';
import { type StorylineItem } from '@folio/contracts';
import { SECTION_LAYOUTS } from '../src/slides/section-spec.ts';
import { loadFixture } from './fixture-references.ts';
import { ScriptedModel } from './scripted-model.ts';

async function documentDeck(name: string) {
  const reference = await loadFixture(name);
  const request = { prompt: '', references: [reference], options: { slideCount: 8 } };
  const storyline: StorylineItem[] = [];
  for await (const item of planStoryline(COMPOSER, request)) storyline.push(item);
  const slides: GeneratedSlide[] = [];
  for await (const slide of generateSlides(COMPOSER, { ...request, storyline })) slides.push(slide);
  return { reference, storyline, slides };
}

/** The slide's words, less its title and its source caption: what it says about its section. */
function bodyWords(lines: readonly string[]): string[] {
  return lines.slice(1).filter((line) => !line.startsWith('Source:')).flatMap(words);
}

describe('regenerating a slide of a document deck', () => {
  it.each(['annual-report.pdf', 'makerspace-proposal.docx'])('shows the section the slide was made from again, in another way, never as an outline slide (%s)', async (name) => {
    const { reference, storyline, slides } = await documentDeck(name);
    const body = slides.slice(2, -1);
    expect(body.length).toBeGreaterThanOrEqual(4);
    for (const slide of body) {
      const item = storyline[slide.index]!.text;
      const { section } = slideOrigin(item, slide.spec, [reference]);
      expect(section, `slide "${item}" knows its section`).toBeDefined();
      const sectionWords = new Set(words([section!.title, ...section!.paragraphs, ...section!.tables.flat(2)].join(' ')));
      for (const attempt of [1, 2, 3]) {
        // The editor sends no documents along: the section kept with the page is all there is.
        const again = await regenerateSlide(COMPOSER, { storyline, index: slide.index, pageId: slide.page.id, section, current: slide.page, attempt });
        const lines = pageText(again.page);
        expect(again.spec.layout, `"${item}", attempt ${attempt}`).not.toBe('section');
        expect(lines.join('\n')).not.toMatch(/^PART \d/m);
        expect(lines.join('\n'), 'another slide than the one on screen').not.toBe(pageText(slide.page).join('\n'));
        const said = bodyWords(lines);
        expect(said.length, `"${item}" says something`).toBeGreaterThan(3);
        expect(said.filter((word) => !sectionWords.has(word)), `"${item}" says only what its section says`).toEqual([]);
        expect(again.page.origin).toEqual({ item, section, generated: pageFingerprint(again.page) });
      }
    }
  });

  it('makes the closing again from every section the deck showed, not from one', async () => {
    const { reference, storyline, slides } = await documentDeck('annual-report.pdf');
    const origins = slides.map((slide) => slideOrigin(storyline[slide.index]!.text, slide.spec, [reference]));
    const references = deckReferences(origins);
    expect(references.map((each) => each.title)).toEqual([...new Set(origins.flatMap((origin) => (origin.section ? [origin.section.title] : [])))]);
    const last = slides.at(-1)!;
    const again = await regenerateSlide(COMPOSER, { storyline, index: last.index, pageId: last.page.id, references, current: last.page, attempt: 1 });
    const said = pageText(again.page).join('\n');
    const sectionsSpoken = references.filter((each) => each.sections[0]!.paragraphs.some((paragraph) => said.includes(paragraph.split(/[.,;]/)[0]!)));
    expect(sectionsSpoken.length, said).toBeGreaterThanOrEqual(2);
  });

  it('gives a model the text of the section the slide was made from', async () => {
    const { reference, storyline, slides } = await documentDeck('annual-report.pdf');
    const index = storyline.findIndex((item) => item.text === 'Finances');
    const { section } = slideOrigin('Finances', slides[index]!.spec, [reference]);
    const model = new ScriptedModel([JSON.stringify({ layout: 'bullets', title: 'Finances', bullets: ['Income grew faster than costs for the third year running.'], notes: 'Income grew.' })]);
    const again = await regenerateSlide(model, { storyline, index, pageId: slides[index]!.page.id, section });
    const asked = model.requests[0]!.messages.map((message) => message.content).join('\n');
    expect(asked).toContain('Make it from the section "Finances"');
    expect(asked).toContain('We keep reserves equal to six months of operating costs');
    expect(asked).not.toContain('Every autumn we ask members');
    expect(again.page.origin?.section?.title).toBe('Finances');
  });
});

describe('regenerating a section of a page', () => {
  async function documentPage(name: string) {
    const reference = await loadFixture(name);
    const request = { prompt: '', references: [reference], options: { slideCount: 7 }, kind: 'page' as const };
    const storyline: StorylineItem[] = [];
    for await (const item of planStoryline(COMPOSER, request)) storyline.push(item);
    const sections: GeneratedSlide[] = [];
    for await (const section of generateSlides(COMPOSER, { ...request, storyline })) sections.push(section);
    return { reference, storyline, sections };
  }

  it('gives a page’s section back as a section of its section: a hero stays a hero, a call to action a call to action', async () => {
    const { reference, storyline, sections } = await documentPage('garden-report.md');
    expect(sections[0]!.spec.layout).toBe('hero');
    for (const section of sections) {
      const item = storyline[section.index]!.text;
      const origin = slideOrigin(item, section.spec, [reference]);
      const again = await regenerateSlide(COMPOSER, { storyline, index: section.index, kind: 'page', pageId: section.page.id, section: origin.section, references: origin.section ? [] : [reference], current: section.page, attempt: 1 });
      expect(SECTION_LAYOUTS, `"${item}" is a page section`).toContain(again.spec.layout);
      if (section.index === 0) expect(again.spec.layout).toBe('hero');
      if (section.index === sections.length - 1) expect(again.spec.layout).toBe('cta');
      expect(again.page.id).toBe(section.page.id);
    }
  });

  it('asks a model for a section, and gives its answer a page’s frame', async () => {
    const { storyline, sections } = await documentPage('garden-report.md');
    const model = new ScriptedModel([JSON.stringify({ layout: 'text', title: 'Welcome', paragraphs: ['The garden had its second season.'], notes: 'Welcome.' })]);
    const again = await regenerateSlide(model, { storyline, index: 0, kind: 'page', pageId: sections[0]!.page.id });
    expect(model.requests[0]!.messages.map((message) => message.content).join('\n')).toContain('Write section 1 only');
    expect(again.spec).toMatchObject({ layout: 'hero', title: 'Welcome', subtitle: 'The garden had its second season.' });
  });
});
