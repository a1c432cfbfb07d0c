import { defineTheme } from './define-theme.ts';

/** Dyed cloth at night: saturated indigo layers and a violet accent. */
export const deepIndigo = defineTheme({
  id: 'deep-indigo',
  name: 'Deep Indigo',
  mode: 'dark',
  accent: '#7C6CFF',
  colors: { page: '#12103A', heading: '#F1F0FF', body: '#D0CEF5', muted: '#A29FD8', link: '#B3ABFF' },
  heading: { family: 'Poppins', weight: 600 },
  body: { family: 'Manrope' },
  block: {
    backgroundColor: '#1C1952',
    borderColor: '#2E2A70',
    borderRadius: 18,
    borderWidth: 1,
    shadowColor: 'rgba(5,3,30,0.5)',
    shadowType: 'soft',
    opacity: 1,
    enabled: true,
  },
});
