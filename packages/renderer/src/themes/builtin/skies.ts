import { defineTheme } from './define-theme.ts';

/** Blue sky with drifting cloud cards, half see-through. */
export const skies = defineTheme({
  id: 'skies',
  name: 'Skies',
  mode: 'light',
  accent: '#3AA0E8',
  colors: { page: '#DDEFFC', heading: '#0D2C47', body: '#1F3D58', muted: '#48627A', link: '#0F69B0' },
  heading: { family: 'Montserrat', weight: 600 },
  body: { family: 'Inter' },
  block: {
    backgroundColor: '#FFFFFF',
    borderColor: '#FFFFFF',
    borderRadius: 22,
    borderWidth: 1,
    shadowColor: 'rgba(30,100,170,0.14)',
    shadowType: 'soft',
    opacity: 0.85,
    enabled: true,
  },
});
