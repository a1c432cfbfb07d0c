import { defineTheme } from './define-theme.ts';

/** A ruby held to the light: blush page, gem-red accent, heavy high-contrast serif. */
export const rubySun = defineTheme({
  id: 'ruby-sun',
  name: 'Ruby Sun',
  mode: 'light',
  accent: '#D01F3C',
  colors: { page: '#FFF0EC', heading: '#3D0A12', body: '#4A1F25', muted: '#7B4A50', link: '#B3122E' },
  heading: { family: 'Playfair Display', weight: 800 },
  body: { family: 'Montserrat' },
  block: {
    backgroundColor: '#FFFFFF',
    borderColor: '#F7D4CC',
    borderRadius: 14,
    borderWidth: 1,
    shadowColor: 'rgba(160,20,40,0.12)',
    shadowType: 'soft',
    opacity: 1,
    enabled: true,
  },
});
