import { defineTheme } from './define-theme.ts';

/** Lavender fields after dark: violet-black with a soft lilac accent. */
export const lavenderMidnight = defineTheme({
  id: 'lavender-midnight',
  name: 'Lavender Midnight',
  mode: 'dark',
  accent: '#B195FF',
  colors: { page: '#15122A', heading: '#F3EEFF', body: '#D8CFF5', muted: '#A69ACE', link: '#C6B1FF' },
  heading: { family: 'Fraunces', weight: 600 },
  body: { family: 'Outfit' },
  block: {
    backgroundColor: '#201B3B',
    borderColor: '#342C5C',
    borderRadius: 20,
    borderWidth: 1,
    shadowColor: 'rgba(0,0,0,0.4)',
    shadowType: 'soft',
    opacity: 1,
    enabled: true,
  },
});
