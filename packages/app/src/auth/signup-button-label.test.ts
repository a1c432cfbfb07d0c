import { describe, expect, it } from 'vitest';
import { signUpButtonLabelKey } from './signup-button-label.ts';

const complete = { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', password: 'engine1843', agreed: true };

describe('the sign-up button', () => {
  it('asks for each missing field in the order of the spec', () => {
    expect(signUpButtonLabelKey({ ...complete, email: 'ada@' })).toBe('auth.enterEmail');
    expect(signUpButtonLabelKey({ ...complete, firstName: '  ' })).toBe('auth.enterFirstName');
    expect(signUpButtonLabelKey({ ...complete, lastName: '' })).toBe('auth.enterLastName');
    expect(signUpButtonLabelKey({ ...complete, password: 'lettersonly' })).toBe('auth.enterPassword');
    expect(signUpButtonLabelKey({ ...complete, agreed: false })).toBe('auth.agreeToContinue');
  });

  it('offers to create the account once everything is filled in', () => {
    expect(signUpButtonLabelKey(complete)).toBe('auth.createAccount');
  });

  it('refuses passwords outside 8 to 16 characters', () => {
    expect(signUpButtonLabelKey({ ...complete, password: 'abc1234' })).toBe('auth.enterPassword');
    expect(signUpButtonLabelKey({ ...complete, password: 'abcdefgh12345678x' })).toBe('auth.enterPassword');
  });
});
