import { pageFingerprint } from '@folio/layout';
import { describe, expect, it } from 'vitest';
import { COMPOSER, deckReferences, generateSlides, pageText, planStoryline, regenerateSlide, slideOrigin, type GeneratedSlide, type StorylineItem } from '../src/index.ts';
import { words } from '../src/text/text-tools.ts';
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
