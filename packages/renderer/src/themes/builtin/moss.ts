import { defineTheme } from './define-theme.ts';

/** A forest floor: lichen-grey page, olive accent, bark-dark serif headings. */
export const moss = defineTheme({
  id: 'moss',
  name: 'Moss',
  mode: 'light',
  accent: '#5E7D34',
  colors: { page: '#ECEFE3', heading: '#1F2A16', body: '#37432D', muted: '#5A664E', link: '#4A6922' },
  heading: { family: 'Lora', weight: 700, tracking: 0.01 },
  body: { family: 'Manrope' },
  block: {
    backgroundColor: '#F8F9F2',
    borderColor: '#D8DEC8',
    borderRadius: 12,
    borderWidth: 1,
    shadowColor: 'rgba(48,62,30,0.10)',
    shadowType: 'soft',
    opacity: 1,
    enabled: true,
  },
});
