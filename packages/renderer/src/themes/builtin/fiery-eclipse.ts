import { defineTheme } from './define-theme.ts';

/** The corona around a black disc: near-black cards ringed with orange fire. */
export const fieryEclipse = defineTheme({
  id: 'fiery-eclipse',
  name: 'Fiery Eclipse',
  mode: 'dark',
  accent: '#FF5A1F',
  colors: { page: '#0B0706', heading: '#FFF1E8', body: '#F2D5C6', muted: '#BE9584', link: '#FF8A52' },
  heading: { family: 'Space Grotesk', weight: 700, uppercase: true },
  body: { family: 'DM Sans' },
  block: {
    backgroundColor: '#1A0F0B',
    borderColor: '#3A1A10',
    borderRadius: 12,
    borderWidth: 1,
    shadowColor: 'rgba(255,90,31,0.30)',
    shadowType: 'glow',
    opacity: 1,
    enabled: true,
  },
});
