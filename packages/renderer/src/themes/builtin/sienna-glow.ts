import { defineTheme } from './define-theme.ts';

/** Terracotta in late sun: peach page, clay accent with a warm halo, earthen ink. */
export const siennaGlow = defineTheme({
  id: 'sienna-glow',
  name: 'Sienna Glow',
  mode: 'light',
  accent: '#C9582A',
  colors: { page: '#FBEADF', heading: '#3B1A0C', body: '#4E2E1F', muted: '#7A5443', link: '#A8431A' },
  heading: { family: 'Montserrat', weight: 700, tracking: -0.01 },
  body: { family: 'Lora' },
  block: {
    backgroundColor: '#FFF7F1',
    borderColor: '#F1D3BF',
    borderRadius: 16,
    borderWidth: 1,
    shadowColor: 'rgba(204,92,44,0.22)',
    shadowType: 'glow',
    opacity: 1,
    enabled: true,
  },
});
