import { defineTheme } from './define-theme.ts';

/** Ice with a current through it: frosty white-blue and a vivid cyan glow. */
export const electricChill = defineTheme({
  id: 'electric-chill',
  name: 'Electric Chill',
  mode: 'light',
  accent: '#00A6D6',
  colors: { page: '#EEFAFF', heading: '#04263A', body: '#173A4F', muted: '#466779', link: '#0070A0' },
  heading: { family: 'Sora', weight: 700 },
  body: { family: 'DM Sans' },
  block: {
    backgroundColor: '#FFFFFF',
    borderColor: '#BFEAFA',
    borderRadius: 14,
    borderWidth: 1,
    shadowColor: 'rgba(0,180,230,0.22)',
    shadowType: 'glow',
    opacity: 1,
    enabled: true,
  },
});
