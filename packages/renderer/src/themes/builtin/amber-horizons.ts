import { defineTheme } from './define-theme.ts';

/** Sunset over a desert road: amber on burnt umber, wide capitals, a bookish serif body. */
export const amberHorizons = defineTheme({
  id: 'amber-horizons',
  name: 'Amber Horizons',
  mode: 'dark',
  accent: '#FFA620',
  colors: { page: '#1C1208', heading: '#FFEBCC', body: '#F0D9B8', muted: '#C4A67F', link: '#FFBE4D' },
  heading: { family: 'Montserrat', weight: 800, uppercase: true },
  body: { family: 'Source Serif 4' },
  block: {
    backgroundColor: '#2A1B0C',
    borderColor: '#4A3114',
    borderRadius: 6,
    borderWidth: 1,
    shadowColor: 'rgba(0,0,0,0.55)',
    shadowType: 'hard',
    opacity: 1,
    enabled: true,
  },
});
