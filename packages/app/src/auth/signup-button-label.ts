import { isValidEmail, isValidPassword } from '../spec/validation.ts';

export interface SignUpForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  agreed: boolean;
}

/** §5: the sign-up button names the first thing still missing, in the spec's order. */
export function signUpButtonLabelKey(form: SignUpForm): string {
  if (!isValidEmail(form.email)) return 'auth.enterEmail';
  if (!form.firstName.trim()) return 'auth.enterFirstName';
  if (!form.lastName.trim()) return 'auth.enterLastName';
  if (!isValidPassword(form.password)) return 'auth.enterPassword';
  if (!form.agreed) return 'auth.agreeToContinue';
  return 'auth.createAccount';
}
