import { defineTheme } from './define-theme.ts';

/** A nebula in plush: wine-violet depth with a magenta glow. */
export const velvetCosmos = defineTheme({
  id: 'velvet-cosmos',
  name: 'Velvet Cosmos',
  mode: 'dark',
  accent: '#D56BF5',
  colors: { page: '#190D22', heading: '#FBEFFF', body: '#E7D3EF', muted: '#B696C3', link: '#E69BFF' },
  heading: { family: 'Lora', weight: 600 },
  body: { family: 'Sora' },
  block: {
    backgroundColor: '#261332',
    borderColor: '#43224F',
    borderRadius: 24,
    borderWidth: 1,
    shadowColor: 'rgba(220,110,255,0.25)',
    shadowType: 'glow',
    opacity: 1,
    enabled: true,
  },
});
