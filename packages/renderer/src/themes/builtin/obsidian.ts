import { defineTheme } from './define-theme.ts';

/** Volcanic glass: pure black planes and a cold steel-blue sheen. */
export const obsidian = defineTheme({
  id: 'obsidian',
  name: 'Obsidian',
  mode: 'dark',
  accent: '#8E9BBA',
  colors: { page: '#0A0A0B', heading: '#F2F2F3', body: '#CFCFD4', muted: '#9A9AA2', link: '#B9C4FF' },
  heading: { family: 'Space Grotesk', weight: 600 },
  body: { family: 'Space Grotesk' },
  block: {
    backgroundColor: '#141416',
    borderColor: '#2A2A2E',
    borderRadius: 10,
    borderWidth: 1,
    shadowColor: 'rgba(0,0,0,0.6)',
    shadowType: 'soft',
    opacity: 1,
    enabled: true,
  },
});
