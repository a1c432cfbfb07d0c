import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatPath } from './ai-editor-api.ts';
import en from '../../i18n/locales/en/editorAi.ts';
import { describeChange } from './change-summary.ts';

const i18n = createInstance();
let aiT: (key: string, options: Record<string, unknown>) => string;

beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { editorAi: en } }, defaultNS: 'editorAi', interpolation: { escapeValue: false } });
  aiT = (key, options) => i18n.t(key, options);
});

describe('what the chat says it changed', () => {
  it('names the slide, counted from 1, and the theme by its name', () => {
    expect(describeChange({ kind: 'text', slide: 3 }, aiT)).toBe('Rewrote the text on slide 3');
    expect(describeChange({ kind: 'addPage', slide: 5, pageId: 'p5' }, aiT)).toBe('Added slide 5');
    expect(describeChange({ kind: 'removePage', slide: 2 }, aiT)).toBe('Removed slide 2');
    expect(describeChange({ kind: 'notes', slide: 1 }, aiT)).toBe('Wrote speaker notes for slide 1');
    expect(describeChange({ kind: 'theme', themeId: 'dark-matter' }, aiT)).toBe('Changed the theme to Dark Matter');
    expect(describeChange({ kind: 'theme', themeId: 'acme-brand' }, aiT)).toBe('Changed the theme to acme-brand');
  });
});

describe('which chat route answers', () => {
  it('is chat2 or design-chat2 by mode, and chat/test for anyone with the experimental-API flag', () => {
    expect(chatPath('chat', false)).toBe('/api2/v1/ai/chat2');
    expect(chatPath('design', false)).toBe('/api2/v1/ai/design-chat2');
    expect(chatPath('design', true)).toBe('/api2/v1/ai/chat/test');
  });
});
