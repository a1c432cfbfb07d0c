import { defineTheme } from './define-theme.ts';

/** Nothing but type on white, with one electric blue for data and links. */
export const minimalWhite = defineTheme({
  id: 'minimal-white',
  name: 'Minimal White',
  mode: 'light',
  accent: '#2D5BFF',
  colors: { page: '#FFFFFF', heading: '#0A0A0A', body: '#2B2B2B', muted: '#666666', link: '#1F4FE0' },
  heading: { family: 'Inter', weight: 600, tracking: -0.01 },
  body: { family: 'Inter' },
  block: {
    backgroundColor: '#FFFFFF',
    borderColor: '#FFFFFF',
    borderRadius: 0,
    borderWidth: 0,
    shadowColor: 'rgba(0,0,0,0)',
    shadowType: 'none',
    opacity: 1,
    enabled: false,
  },
});
