import { defineTheme } from './define-theme.ts';

/** The flower itself: lilac-blue page, white petals of cards, ink in deep violet-navy. */
export const periwinkle = defineTheme({
  id: 'periwinkle',
  name: 'Periwinkle',
  mode: 'light',
  accent: '#6E76DE',
  colors: { page: '#E9EBFA', heading: '#1F2251', body: '#3A3D63', muted: '#5C608C', link: '#4A51C4' },
  heading: { family: 'Outfit', weight: 600 },
  body: { family: 'DM Sans' },
  block: {
    backgroundColor: '#FFFFFF',
    borderColor: '#D9DCF5',
    borderRadius: 20,
    borderWidth: 1,
    shadowColor: 'rgba(70,76,160,0.14)',
    shadowType: 'soft',
    opacity: 1,
    enabled: true,
  },
});
