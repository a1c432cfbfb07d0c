import { describe, expect, it } from 'vitest';
import { COMPOSER, planStoryline } from '../src/index.ts';
import { type GenerationOptionsInput, type StorylineItem } from '@folio/contracts';
import { ScriptedModel } from './scripted-model.ts';

async function outline(prompt: string, options: GenerationOptionsInput = {}): Promise<string[]> {
  const items: StorylineItem[] = [];
  for await (const item of planStoryline(COMPOSER, { prompt, options })) items.push(item);
  return items.map((item) => item.text);
}

describe('the slide count the person asked for', () => {
  it.each([
    ['The water cycle for 10-year-olds, 6 slides', 6, 'The water cycle for 10-year-olds'],
    ['The water cycle for 10-year-olds in six slides', 6, 'The water cycle for 10-year-olds'],
    ['Make a 10-slide deck about composting at home', 10, 'Composting at home'],
    ['Volcanoes (5 slides)', 5, 'Volcanoes'],
    ['Le cycle de l’eau en 7 diapositives', 7, 'Le cycle de l’eau'],
    ['Der Wasserkreislauf, sechs Folien', 6, 'Der Wasserkreislauf'],
  ])('makes as many slides as “%s” asks over the picker’s default, and keeps the count out of the title', async (prompt, count, title) => {
    const titles = await outline(prompt, { slideCount: 8 });
    expect(titles).toHaveLength(count);
    expect(titles[0]).toBe(title);
  });

  it('follows the picker when it was touched after the prompt', async () => {
    expect(await outline('The water cycle for 10-year-olds, 6 slides', { slideCount: 9, slideCountPicked: true })).toHaveLength(9);
  });

  it('follows the picker when the prompt names no count', async () => {
    expect(await outline('The water cycle for 10-year-olds', { slideCount: 5 })).toHaveLength(5);
  });

  it('does not take the length of a document for a slide count', async () => {
    expect(await outline('The main points of our 40-page annual report', { slideCount: 7 })).toHaveLength(7);
  });

  it('never makes more than 20 slides, whatever the prompt says', async () => {
    expect(await outline('Rivers of Europe, 40 slides')).toHaveLength(20);
  });
});

describe('the slide count with a model', () => {
  it('tells the model the count the prompt names and keeps to it when the model writes more', async () => {
    const items = Array.from({ length: 9 }, (_, index) => ({ text: `Slide ${index + 1}` }));
    const model = new ScriptedModel([JSON.stringify({ title: 'Volcanoes', items })]);
    const storyline: StorylineItem[] = [];
    for await (const item of planStoryline(model, { prompt: 'Volcanoes for year 6, 6 slides', options: { slideCount: 8 } })) storyline.push(item);
    expect(storyline).toHaveLength(6);
    expect(JSON.stringify(model.requests[0]!.messages)).toContain('Number of slides: 6');
  });
});
