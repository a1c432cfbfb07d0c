import { defineTheme } from './define-theme.ts';

/** Film noir with copper fittings: black, sharp corners, a copper edge to every card. */
export const copperNoir = defineTheme({
  id: 'copper-noir',
  name: 'Copper Noir',
  mode: 'dark',
  accent: '#C8794A',
  colors: { page: '#0F0E0D', heading: '#F3EAE2', body: '#D9CFC6', muted: '#A2978D', link: '#E0955F' },
  heading: { family: 'Playfair Display', weight: 700 },
  body: { family: 'Inter' },
  block: {
    backgroundColor: '#1A1816',
    borderColor: '#5A3A26',
    borderRadius: 4,
    borderWidth: 1,
    shadowColor: 'rgba(0,0,0,0.6)',
    shadowType: 'hard',
    opacity: 1,
    enabled: true,
  },
});
