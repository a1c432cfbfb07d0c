import { create } from 'zustand';
import { readLocal, writeLocal } from '../spec/storage.ts';

export type ColorScheme = 'light' | 'dark';

interface AppearanceState {
  /** null follows the system (the default); a choice from the user menu sticks. */
  choice: ColorScheme | null;
  system: ColorScheme;
  setChoice(choice: ColorScheme): void;
}

const media = matchMedia('(prefers-color-scheme: dark)');
const stored = readLocal('color_scheme');

export const useAppearanceStore = create<AppearanceState>((set) => ({
  choice: stored === 'light' || stored === 'dark' ? stored : null,
  system: media.matches ? 'dark' : 'light',
  setChoice(choice) {
    writeLocal('color_scheme', choice);
    set({ choice });
  },
}));

media.addEventListener('change', (event) => useAppearanceStore.setState({ system: event.matches ? 'dark' : 'light' }));

export function effectiveScheme(state: Pick<AppearanceState, 'choice' | 'system'>): ColorScheme {
  return state.choice ?? state.system;
}

/** The tokens in styles/tokens.css switch on this attribute. */
function apply(state: AppearanceState): void {
  document.documentElement.dataset.theme = effectiveScheme(state);
}
apply(useAppearanceStore.getState());
useAppearanceStore.subscribe(apply);
