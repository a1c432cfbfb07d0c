import { defineTheme } from './define-theme.ts';

/** A contemporary interior: warm neutrals, teal accent, geometric sans over a reading serif. */
export const modernHarmony = defineTheme({
  id: 'modern-harmony',
  name: 'Modern Harmony',
  mode: 'light',
  accent: '#2A8C84',
  colors: { page: '#F6F3EF', heading: '#1E1E1E', body: '#333333', muted: '#66615B', link: '#1F6F6A' },
  heading: { family: 'DM Sans', weight: 700 },
  body: { family: 'Source Serif 4', lineHeight: 1.6 },
  block: {
    backgroundColor: '#FFFFFF',
    borderColor: '#E7E1D9',
    borderRadius: 12,
    borderWidth: 1,
    shadowColor: 'rgba(60,50,40,0.08)',
    shadowType: 'soft',
    opacity: 1,
    enabled: true,
  },
});
