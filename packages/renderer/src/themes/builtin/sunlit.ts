import { defineTheme } from './define-theme.ts';

/** Morning light on paper: warm cream, white cards, brown-black ink and a marigold accent. */
export const sunlit = defineTheme({
  id: 'sunlit',
  name: 'Sunlit',
  mode: 'light',
  accent: '#E08A00',
  colors: { page: '#FFF7E8', heading: '#2A1A0A', body: '#43362A', muted: '#74624E', link: '#A65400' },
  heading: { family: 'Fraunces', weight: 700 },
  body: { family: 'DM Sans' },
  block: {
    backgroundColor: '#FFFFFF',
    borderColor: '#F4E2C0',
    borderRadius: 18,
    borderWidth: 1,
    shadowColor: 'rgba(150,96,20,0.12)',
    shadowType: 'soft',
    opacity: 1,
    enabled: true,
  },
});
