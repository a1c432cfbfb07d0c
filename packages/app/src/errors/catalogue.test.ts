import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en.ts';
import { catalogueKey } from './catalogue.ts';

const english = (key: string | undefined) => (key ? (en.code as Record<string, string>)[key.slice('code.'.length)] : undefined);

describe('error messages', () => {
  it('show the §8 catalogue text for each code', () => {
    expect(english(catalogueKey(7001))).toBe('Incorrect password.');
    expect(english(catalogueKey(5003))).toBe('Only one email can be sent within 1 minute.');
    expect(english(catalogueKey(408))).toBe('Request Timeout!');
  });

  it('read "Please log in again." for the whole session-expiry family', () => {
    for (const code of [4001, 4002, 4003, 4004, 4010, 40101]) expect(english(catalogueKey(code))).toBe('Please log in again.');
  });

  it('give no text for codes that open the Pro dialog instead', () => {
    expect(catalogueKey(-6)).toBeUndefined();
  });
});
