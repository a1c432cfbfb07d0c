import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { shareLinksApi } from '../../api/share-links-api.ts';
import { messageOf } from '../../errors/show-api-error.ts';
import { TextField } from '../../ui/TextField.tsx';
import { useShareAccessT } from './share-access-i18n.ts';
import './share-page.css';

/**
 * What a password-protected share link shows first. The server checks the password and, when
 * it is right, gives this browser an access cookie; `onUnlocked` then loads the deck. A wrong
 * one says §8 7001 'Incorrect password.', too many say 0 'Too frequent visits.'.
 */
export function SharePasswordPrompt({ projectId, onUnlocked }: { projectId: number; onUnlocked(): void }) {
  const t = useShareAccessT();
  const [password, setPassword] = useState('');
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecking(true);
    setError('');
    try {
      await shareLinksApi.unlock(projectId, password);
      onUnlocked();
    } catch (failure) {
      setError(failure instanceof ApiError ? messageOf(failure) : String(failure));
      setChecking(false);
    }
  };

  return (
    <div className="centered">
      <form className="message-card share-password-card" onSubmit={(event) => void submit(event)} data-testid="share-password-prompt">
        <KeyRound size={40} aria-hidden />
        <h1>{t('prompt.title')}</h1>
        <p className="muted">{t('prompt.text')}</p>
        <div className="share-password-field">
          <TextField label={t('prompt.label')} type="password" autoComplete="off" autoFocus maxLength={64} value={password} onChange={setPassword} error={error || undefined} data-testid="share-password-input" />
        </div>
        <button type="submit" className="btn btn-primary" disabled={checking || password === ''}>
          {checking ? t('prompt.checking') : t('prompt.submit')}
        </button>
      </form>
    </div>
  );
}
