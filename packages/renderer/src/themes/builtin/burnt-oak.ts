import { defineTheme } from './define-theme.ts';

/** Charred wood and embers: dark walnut surfaces, parchment text, an ember-orange accent. */
export const burntOak = defineTheme({
  id: 'burnt-oak',
  name: 'Burnt Oak',
  mode: 'dark',
  accent: '#D47A2C',
  colors: { page: '#21160F', heading: '#F6E7D5', body: '#E0CCB6', muted: '#B39C84', link: '#F0A35E' },
  heading: { family: 'Libre Baskerville', weight: 700, tracking: 0.01, subheadlineWeight: 700 },
  body: { family: 'DM Sans' },
  block: {
    backgroundColor: '#2F2118',
    borderColor: '#4A3425',
    borderRadius: 10,
    borderWidth: 1,
    shadowColor: 'rgba(0,0,0,0.5)',
    shadowType: 'soft',
    opacity: 1,
    enabled: true,
  },
});
