import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { ShareChange, ShareConfig } from '../../api/export-api.ts';
import { toast } from '../../stores/toast-store.ts';
import { TextField } from '../../ui/TextField.tsx';
import { useShareT } from '../export/export-share-i18n.ts';
import { useShareAccessT } from './share-access-i18n.ts';
import './share-dialog-access.css';

interface SharePasswordFieldProps {
  config: ShareConfig;
  pro: boolean;
  saving: boolean;
  /** Saves the change; resolves true when the server took it. */
  onChange(change: ShareChange): Promise<boolean>;
  openPro(): void;
}

/** The server's rule (routes/share-links.ts): long enough not to be guessed in the few tries it allows. */
const MIN_LENGTH = 4;

/**
 * The Share dialog's password (Pro, as rb is): viewers type it before they see the deck;
 * setting a new one ends the access of everyone who typed the old one.
 */
export function SharePasswordField({ config, pro, saving, onChange, openPro }: SharePasswordFieldProps) {
  const t = useShareAccessT();
  const tShare = useShareT();
  const [editing, setEditing] = useState(false);
  const [password, setPassword] = useState('');
  const open = editing || !config.passwordProtected;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!pro) return openPro();
    if (await onChange({ password })) {
      toast(t('password.saved'), 'success');
      setPassword('');
      setEditing(false);
    }
  };
  const remove = async () => {
    if (await onChange({ password: null })) toast(t('password.removed'), 'success');
  };

  return (
    <section className="share-access-section" aria-labelledby="share-password-title" data-testid="share-password">
      <h3 id="share-password-title" className="share-access-title">
        <KeyRound size={14} aria-hidden /> {t('password.title')} {!pro && <span className="share-pro-badge">{tShare('share.proBadge')}</span>}
      </h3>
      <p className="share-toggle-hint">{t('password.hint')}</p>
      <p className="share-access-state" data-testid="share-password-state">
        {config.passwordProtected ? t('password.on') : t('password.off')}
      </p>
      {open ? (
        <form className="share-password-form" onSubmit={(event) => void save(event)}>
          <TextField label={t('password.field')} type="password" autoComplete="new-password" maxLength={64} value={password} onChange={setPassword} disabled={saving} onFocus={pro ? undefined : openPro} />
          <button type="submit" className="btn btn-secondary" disabled={saving || (pro && password.length < MIN_LENGTH)}>
            {config.passwordProtected ? t('password.change') : t('password.set')}
          </button>
        </form>
      ) : (
        <div className="share-password-actions">
          <button type="button" className="btn btn-secondary" onClick={() => setEditing(true)} disabled={saving}>
            {t('password.change')}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => void remove()} disabled={saving}>
            {t('password.remove')}
          </button>
        </div>
      )}
    </section>
  );
}
