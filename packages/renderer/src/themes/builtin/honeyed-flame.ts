import { defineTheme } from './define-theme.ts';

/** Honey and candle flame: golden page, flame-orange accent, a soft chunky serif. */
export const honeyedFlame = defineTheme({
  id: 'honeyed-flame',
  name: 'Honeyed Flame',
  mode: 'light',
  accent: '#E8631C',
  colors: { page: '#FFF2D1', heading: '#3E1E04', body: '#4A2E12', muted: '#765330', link: '#B0460A' },
  heading: { family: 'Fraunces', weight: 800 },
  body: { family: 'Outfit' },
  block: {
    backgroundColor: '#FFFAEB',
    borderColor: '#F5DDA3',
    borderRadius: 14,
    borderWidth: 1,
    shadowColor: 'rgba(196,98,18,0.16)',
    shadowType: 'soft',
    opacity: 1,
    enabled: true,
  },
});
