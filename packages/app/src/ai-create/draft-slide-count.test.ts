import { beforeEach, describe, expect, it } from 'vitest';
import { generationOptions, useDraftStore } from './draft-store.ts';

describe('which slide count the draft sends', () => {
  beforeEach(() => useDraftStore.getState().reset());

  it('lets a count typed in the prompt win until the picker is touched', () => {
    const draft = useDraftStore.getState();
    draft.setPrompt('The water cycle for 10-year-olds, 6 slides');
    expect(generationOptions(useDraftStore.getState().options)).toMatchObject({ slideCount: 8, slideCountPicked: false });
    draft.setOptions({ slideCount: 10 });
    expect(generationOptions(useDraftStore.getState().options)).toMatchObject({ slideCount: 10, slideCountPicked: true });
  });

  it('hands the choice back to the prompt when the prompt is edited after the picker', () => {
    const draft = useDraftStore.getState();
    draft.setOptions({ slideCount: 10 });
    draft.setPrompt('The water cycle for 10-year-olds, 6 slides');
    expect(generationOptions(useDraftStore.getState().options).slideCountPicked).toBe(false);
  });
});
