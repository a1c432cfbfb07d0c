import { defineTheme } from './define-theme.ts';

/** A heartbeat monitor: green light glowing out of a black-green night. */
export const greenPulse = defineTheme({
  id: 'green-pulse',
  name: 'Green Pulse',
  mode: 'dark',
  accent: '#2BD67B',
  colors: { page: '#06140E', heading: '#E9FFF3', body: '#BFE3CF', muted: '#80AD95', link: '#4BE596' },
  heading: { family: 'Sora', weight: 700 },
  body: { family: 'Manrope' },
  block: {
    backgroundColor: '#0C2118',
    borderColor: '#17402D',
    borderRadius: 14,
    borderWidth: 1,
    shadowColor: 'rgba(43,214,123,0.28)',
    shadowType: 'glow',
    opacity: 1,
    enabled: true,
  },
});
