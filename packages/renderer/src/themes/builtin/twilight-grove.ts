import { defineTheme } from './define-theme.ts';

/** Dusk among trees: blue-green shadow, moonlit text and fireflies of gold. */
export const twilightGrove = defineTheme({
  id: 'twilight-grove',
  name: 'Twilight Grove',
  mode: 'dark',
  accent: '#E9B04F',
  colors: { page: '#151E28', heading: '#F3EBDD', body: '#CBD5DD', muted: '#95A5B2', link: '#F2C077' },
  heading: { family: 'Cormorant Garamond', weight: 600, tracking: 0.03 },
  body: { family: 'Manrope' },
  block: {
    backgroundColor: '#1D2A36',
    borderColor: '#2B3C4B',
    borderRadius: 20,
    borderWidth: 1,
    shadowColor: 'rgba(240,184,96,0.18)',
    shadowType: 'glow',
    opacity: 1,
    enabled: true,
  },
});
