import { defineTheme } from './define-theme.ts';

/** A rose-tinted night sky: plum darkness, blush-pink glow, an elegant display serif. */
export const starlitBlush = defineTheme({
  id: 'starlit-blush',
  name: 'Starlit Blush',
  mode: 'dark',
  accent: '#F08DB0',
  colors: { page: '#1C1322', heading: '#FFF0F5', body: '#EBD5E0', muted: '#BA9DAF', link: '#F7A9C4' },
  heading: { family: 'Playfair Display', weight: 600 },
  body: { family: 'Poppins', lineHeight: 1.6 },
  block: {
    backgroundColor: '#281B31',
    borderColor: '#3F2B4B',
    borderRadius: 22,
    borderWidth: 1,
    shadowColor: 'rgba(244,166,192,0.22)',
    shadowType: 'glow',
    opacity: 1,
    enabled: true,
  },
});
