import * as Checkbox from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error.ts';
import { accountApi } from '../api/folio-api.ts';
import { messageOf } from '../errors/show-api-error.ts';
import { attributionFrom } from '../routing/entry-params.ts';
import { PASSWORD_MAX } from '../spec/constants.ts';
import { isValidEmail, isValidPassword } from '../spec/validation.ts';
import { useDialogStore } from '../stores/dialog-store.ts';
import { toast } from '../stores/toast-store.ts';
import { TextField } from '../ui/TextField.tsx';
import { ConsentText } from './ConsentText.tsx';
import { signUpButtonLabelKey } from './signup-button-label.ts';
import { track } from '../insights/track.ts';

interface SignUpViewProps {
  email: string;
  onEmailChange(email: string): void;
}

/** §2/§5 signup view: the button says what is missing next; the terms box turns red while unchecked. */
export function SignUpView({ email, onEmailChange }: SignUpViewProps) {
  const { t } = useTranslation();
  const setView = useDialogStore((state) => state.setSignInView);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const form = { firstName, lastName, email, password, agreed };
  const labelKey = signUpButtonLabelKey(form);
  const touch = (field: string) => () => setTouched((all) => ({ ...all, [field]: true }));
  const formRef = useRef<HTMLFormElement>(null);

  // Arriving from sign-in mid-address (the 500 ms check found no account), the typing goes on in
  // the e-mail field: focusing it puts the caret after the text (an e-mail input has no selection
  // API to place it), where the next key belongs.
  useLayoutEffect(() => {
    const input = formRef.current?.querySelector<HTMLInputElement>('input[type="email"]');
    if (!input || input.value === '') return;
    input.focus();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, firstName: true, lastName: true, password: true, agreed: true });
    if (labelKey !== 'auth.createAccount') return;
    setBusy(true);
    try {
      await accountApi.register({ email: email.trim(), password, firstName: firstName.trim(), lastName: lastName.trim(), ...attributionFrom(new URLSearchParams(location.search)) });
      track('register', { method: 'email', invited: new URLSearchParams(location.search).has('r') });
      toast(t('toast.registerSent'), 'success');
      setView('signin');
    } catch (failure) {
      toast(failure instanceof ApiError && failure.code !== -1 ? messageOf(failure) : t('toast.registerFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };

  const termsInvalid = !agreed && (touched.agreed || labelKey === 'auth.agreeToContinue');
  return (
    <form className="stack" onSubmit={submit} noValidate ref={formRef}>
      <div className="field-row">
        <TextField label={t('auth.firstName')} autoComplete="given-name" value={firstName} onChange={setFirstName} onBlur={touch('firstName')} maxLength={64} />
        <TextField label={t('auth.lastName')} autoComplete="family-name" value={lastName} onChange={setLastName} onBlur={touch('lastName')} maxLength={64} />
      </div>
      <TextField label={t('auth.email')} type="email" autoComplete="email" value={email} onChange={onEmailChange} onBlur={touch('email')} error={touched.email && !isValidEmail(email) ? t('validation.email') : undefined} />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        onBlur={touch('password')}
        maxLength={PASSWORD_MAX}
        error={touched.password && password !== '' && !isValidPassword(password) ? t('validation.password') : undefined}
      />
      <div className="terms" data-invalid={termsInvalid || undefined}>
        <Checkbox.Root id="signup-terms" className="checkbox" checked={agreed} onCheckedChange={(checked) => setAgreed(checked === true)} aria-invalid={termsInvalid || undefined}>
          <Checkbox.Indicator>
            <Check size={14} aria-hidden />
          </Checkbox.Indicator>
        </Checkbox.Root>
        <label htmlFor="signup-terms">
          <ConsentText i18nKey="auth.agreeTerms" />
        </label>
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} data-testid="signup-submit">
        {t(labelKey)}
      </button>
      <button type="button" className="link-button" onClick={() => setView('signin')}>
        {t('auth.backToSignIn')}
      </button>
    </form>
  );
}
