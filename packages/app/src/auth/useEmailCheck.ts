import { useEffect, useState } from 'react';
import { accountApi } from '../api/folio-api.ts';
import { showApiError } from '../errors/show-api-error.ts';
import { EMAIL_CHECK_DEBOUNCE_MS } from '../spec/constants.ts';
import { isValidEmail } from '../spec/validation.ts';

export type EmailStatus = 'idle' | 'checking' | 'registered' | 'unknown';

/**
 * §4: once typing pauses for 500 ms, a valid e-mail is checked with `emailIsRegister`. A newer
 * keystroke cancels the pending check, so only the latest address decides.
 */
export function useEmailCheck(email: string): EmailStatus {
  const [status, setStatus] = useState<EmailStatus>('idle');
  useEffect(() => {
    if (!isValidEmail(email)) {
      setStatus('idle');
      return;
    }
    setStatus('checking');
    const controller = new AbortController();
    const timer = setTimeout(() => {
      accountApi.emailIsRegister(email.trim(), controller.signal).then(
        (registered) => setStatus(registered ? 'registered' : 'unknown'),
        (error: unknown) => {
          showApiError(error);
          if (!controller.signal.aborted) setStatus('idle');
        },
      );
    }, EMAIL_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [email]);
  return status;
}
