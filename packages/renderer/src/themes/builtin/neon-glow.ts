import { defineTheme } from './define-theme.ts';

/** Signs in a night street: magenta tubes, cyan titles, glowing cards. */
export const neonGlow = defineTheme({
  id: 'neon-glow',
  name: 'Neon Glow',
  mode: 'dark',
  accent: '#FF2BD6',
  colors: { page: '#0A0614', heading: '#FFFFFF', body: '#E6DDFF', muted: '#A99BD1', link: '#2EF2FF' },
  heading: { family: 'Outfit', weight: 800, uppercase: true },
  body: { family: 'Space Grotesk' },
  block: {
    backgroundColor: '#130B24',
    borderColor: 'rgba(255,43,214,0.6)',
    borderRadius: 16,
    borderWidth: 1,
    shadowColor: 'rgba(255,43,214,0.45)',
    shadowType: 'glow',
    opacity: 1,
    enabled: true,
  },
  roles: {
    display: { color: '#2EF2FF' },
    title: { color: '#2EF2FF' },
  },
});
