import { defineTheme } from './define-theme.ts';

/** Deep space: a near-black navy, cool grey text and one violet glint. */
export const darkMatter = defineTheme({
  id: 'dark-matter',
  name: 'Dark Matter',
  mode: 'dark',
  accent: '#8B7CF6',
  colors: { page: '#0B0D14', heading: '#F4F5FA', body: '#C9CDDA', muted: '#9097AB', link: '#A99BFF' },
  heading: { family: 'Space Grotesk', weight: 700 },
  body: { family: 'Inter' },
  block: {
    backgroundColor: '#151925',
    borderColor: '#262B3A',
    borderRadius: 16,
    borderWidth: 1,
    shadowColor: 'rgba(0,0,0,0.45)',
    shadowType: 'soft',
    opacity: 1,
    enabled: true,
  },
});
