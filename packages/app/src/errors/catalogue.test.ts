import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en/app.ts';
import { behaviourOf, catalogueKey } from './catalogue.ts';

function english(key: string | undefined): string | undefined {
  if (!key) return undefined;
  const [group, name] = key.split('.') as [keyof typeof en, string];
  return (en[group] as Record<string, string>)[name];
}

describe('error messages', () => {
  it('show the §8 catalogue text for each code', () => {
    expect(english(catalogueKey({ code: 7001 }))).toBe('Incorrect password.');
    expect(english(catalogueKey({ code: 5003 }))).toBe('Only one email can be sent within 1 minute.');
    expect(english(catalogueKey({ code: 408 }))).toBe('Request Timeout!');
  });

  it('read "Please log in again." for the whole session-expiry family, which calls the login callback', () => {
    for (const code of [4001, 4002, 4003, 4004, 4010, 40101]) {
      expect(english(catalogueKey({ code }))).toBe('Please log in again.');
      expect(behaviourOf({ code })).toBe('login');
    }
  });

  it('give no text for codes that open the Pro dialog instead', () => {
    for (const code of [-6, 402, 40201, 40311]) {
      expect(catalogueKey({ code })).toBeUndefined();
      expect(behaviourOf({ code })).toMatch(/^pro/);
    }
  });

  it('tell apart the §5 messages a code carries by the HTTP status, and the rules of a parameter error by their text', () => {
    expect(english(catalogueKey({ code: 7002, httpStatus: 400, message: 'Not registered.' }))).toBe('Not registered.');
    expect(english(catalogueKey({ code: 7002, httpStatus: 403, message: 'Account has been deleted' }))).toBe('Account has been deleted');
    expect(english(catalogueKey({ code: -2, httpStatus: 403, message: 'You are a pro user, you cannot delete your account' }))).toBe('You are a pro user, you cannot delete your account');
    expect(english(catalogueKey({ code: -2, httpStatus: 400, message: 'Please enter a valid email address' }))).toBe('Please enter a valid email address');
    expect(english(catalogueKey({ code: -2, httpStatus: 400, message: 'Parameter error.' }))).toBe('Parameter error.');
  });
});
