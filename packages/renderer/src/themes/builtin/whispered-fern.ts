import { defineTheme } from './define-theme.ts';

/** Fronds in shade: pale green-grey, a fern accent and a calm text serif for headings. */
export const whisperedFern = defineTheme({
  id: 'whispered-fern',
  name: 'Whispered Fern',
  mode: 'light',
  accent: '#4C8A61',
  colors: { page: '#F0F4EE', heading: '#1E3326', body: '#33463A', muted: '#5A6D60', link: '#2C6B45' },
  heading: { family: 'Source Serif 4', weight: 600 },
  body: { family: 'DM Sans' },
  block: {
    backgroundColor: '#FFFFFF',
    borderColor: '#DCE6D8',
    borderRadius: 16,
    borderWidth: 1,
    shadowColor: 'rgba(40,70,50,0.08)',
    shadowType: 'soft',
    opacity: 1,
    enabled: true,
  },
});
