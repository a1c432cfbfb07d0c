import { defineTheme } from './define-theme.ts';

/** Sticker-book pop: pink page, outlined cards with hard offset shadows. */
export const bubblegum = defineTheme({
  id: 'bubblegum',
  name: 'Bubblegum',
  mode: 'light',
  accent: '#FF4FA3',
  colors: { page: '#FFE4F1', heading: '#3B0F2E', body: '#4A1E3C', muted: '#784866', link: '#B8156F' },
  heading: { family: 'Poppins', weight: 700 },
  body: { family: 'Poppins' },
  block: {
    backgroundColor: '#FFFFFF',
    borderColor: '#3B0F2E',
    borderRadius: 24,
    borderWidth: 2,
    shadowColor: '#3B0F2E',
    shadowType: 'hard',
    opacity: 1,
    enabled: true,
  },
});
