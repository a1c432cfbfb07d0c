import { defineTheme } from './define-theme.ts';

/** A quiet beach: sand and shell tones, rounded borderless cards, a driftwood accent. */
export const softSand = defineTheme({
  id: 'soft-sand',
  name: 'Soft Sand',
  mode: 'light',
  accent: '#B08650',
  colors: { page: '#F3ECE0', heading: '#3A2E20', body: '#4A3F32', muted: '#6F6357', link: '#85592A' },
  heading: { family: 'Cormorant Garamond', weight: 700, tracking: 0.02 },
  body: { family: 'Outfit' },
  block: {
    backgroundColor: '#FBF7F0',
    borderColor: '#E6DAC6',
    borderRadius: 24,
    borderWidth: 0,
    shadowColor: 'rgba(110,84,50,0.10)',
    shadowType: 'soft',
    opacity: 1,
    enabled: true,
  },
});
