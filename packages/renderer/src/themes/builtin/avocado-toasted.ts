import { defineTheme } from './define-theme.ts';

/** Brunch: toasted-crust page, avocado green accent, friendly round headings. */
export const avocadoToasted = defineTheme({
  id: 'avocado-toasted',
  name: 'Avocado Toasted',
  mode: 'light',
  accent: '#7A9A2E',
  colors: { page: '#F3EED6', heading: '#2C3110', body: '#3D4122', muted: '#64664A', link: '#56741A' },
  heading: { family: 'Outfit', weight: 700 },
  body: { family: 'Lora' },
  block: {
    backgroundColor: '#FFFCEE',
    borderColor: '#DED4A8',
    borderRadius: 20,
    borderWidth: 1,
    shadowColor: 'rgba(122,92,40,0.22)',
    shadowType: 'hard',
    opacity: 1,
    enabled: true,
  },
});
