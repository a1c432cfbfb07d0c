import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addNamespace, i18next } from './i18n.ts';

const english = { greeting: 'Hello {{name}}' };

describe('a screen namespace added while another language is on', () => {
  beforeEach(async () => {
    if (!i18next.isInitialized) await i18next.init({ lng: 'fr', fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false } });
    else await i18next.changeLanguage('fr');
  });

  it('is in that language once added, so the screen never renders English first', async () => {
    await addNamespace('screenA', english, { './locales/fr/screenA.ts': async () => ({ default: { greeting: 'Bonjour {{name}}' } }) });
    expect(i18next.t('greeting', { ns: 'screenA', name: 'Ada' })).toBe('Bonjour Ada');
  });

  it('falls back to English, and says why, when its language fails to load', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await addNamespace('screenB', english, { './locales/fr/screenB.ts': () => Promise.reject(new Error('chunk failed')) });
    expect(i18next.t('greeting', { ns: 'screenB', name: 'Ada' })).toBe('Hello Ada');
    expect(logged).toHaveBeenCalledWith('chunk failed');
    logged.mockRestore();
  });

  it('is in English when the language has no file for it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await addNamespace('screenC', english, {});
    expect(i18next.t('greeting', { ns: 'screenC', name: 'Ada' })).toBe('Hello Ada');
    expect(logged).toHaveBeenCalledWith('Failed to fetch language data for fr');
    logged.mockRestore();
  });
});
