import { PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';

/** PRODUCT.md §5 rules; their messages are the `validation.*` texts. */

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

export function isValidEmail(email: string): boolean {
  return EMAIL.test(email.trim());
}

export function isValidPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX && /[A-Za-z]/.test(password) && /[0-9]/.test(password);
}
