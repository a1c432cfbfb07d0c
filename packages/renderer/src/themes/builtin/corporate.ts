import { defineTheme } from './define-theme.ts';

/** Boardroom-ready: cool greys, flat bordered cards, a trustworthy blue. */
export const corporate = defineTheme({
  id: 'corporate',
  name: 'Corporate',
  mode: 'light',
  accent: '#0B5CAD',
  colors: { page: '#F4F6F9', heading: '#111B2B', body: '#2C3A4D', muted: '#5A6778', link: '#0B5CAD' },
  heading: { family: 'Manrope', weight: 700 },
  body: { family: 'Inter' },
  block: {
    backgroundColor: '#FFFFFF',
    borderColor: '#DDE3EA',
    borderRadius: 6,
    borderWidth: 1,
    shadowColor: 'rgba(0,0,0,0)',
    shadowType: 'none',
    opacity: 1,
    enabled: true,
  },
});
