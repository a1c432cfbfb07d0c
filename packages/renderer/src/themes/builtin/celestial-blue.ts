import { defineTheme } from './define-theme.ts';

/** Clear high sky: airy blue page, crisp white cards, navy text and a sky-blue accent. */
export const celestialBlue = defineTheme({
  id: 'celestial-blue',
  name: 'Celestial Blue',
  mode: 'light',
  accent: '#2F7BEA',
  colors: { page: '#EAF2FE', heading: '#0B2246', body: '#243B5E', muted: '#526788', link: '#1E5FCC' },
  heading: { family: 'Sora', weight: 600 },
  body: { family: 'Inter' },
  block: {
    backgroundColor: '#FFFFFF',
    borderColor: '#D3E2FA',
    borderRadius: 18,
    borderWidth: 1,
    shadowColor: 'rgba(30,80,160,0.12)',
    shadowType: 'soft',
    opacity: 1,
    enabled: true,
  },
});
