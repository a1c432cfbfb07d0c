import { defineTheme } from './define-theme.ts';

/** Velvet curtain at midnight: near-black, crimson glow, classic book serif. */
export const midnightCrimson = defineTheme({
  id: 'midnight-crimson',
  name: 'Midnight Crimson',
  mode: 'dark',
  accent: '#E0314B',
  colors: { page: '#0D0A12', heading: '#F7ECEF', body: '#E0CDD3', muted: '#A99099', link: '#FF6B81' },
  heading: { family: 'Libre Baskerville', weight: 700, tracking: 0.01, subheadlineWeight: 700 },
  body: { family: 'Inter' },
  block: {
    backgroundColor: '#18111D',
    borderColor: '#3A1623',
    borderRadius: 8,
    borderWidth: 1,
    shadowColor: 'rgba(224,49,75,0.25)',
    shadowType: 'glow',
    opacity: 1,
    enabled: true,
  },
});
