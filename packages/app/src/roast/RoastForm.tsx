import { FileUp, Flame } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showApiError } from '../errors/show-api-error.ts';
import { useAppNavigate } from '../routing/useAppNavigate.ts';
import { useRoastT } from './roast-i18n.ts';
import { roastApi } from './roast-api.ts';

/** §3 service ids the server takes; the interface's 'auto' means English for the model. */
function roastLanguage(language: string | undefined): string {
  return language && language !== 'auto' ? language : 'en';
}

/** A file or a share link in, a roast's own page out. */
export function RoastForm() {
  const t = useRoastT();
  const { i18n } = useTranslation();
  const navigate = useAppNavigate();
  const fileId = useId();
  const fileHelpId = useId();
  const linkId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [link, setLink] = useState('');
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const language = roastLanguage(i18n.resolvedLanguage);
    if (!file && !link.trim()) return setMissing(true);
    setMissing(false);
    setBusy(true);
    try {
      const { id } = file ? await roastApi.upload(file, language) : await roastApi.share(link.trim(), language);
      navigate(`/ai-roast-generator/${id}`);
    } catch (error) {
      showApiError(error);
      setBusy(false);
    }
  };

  return (
    <form className="roast-form" onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <div className="roast-field">
        <label htmlFor={fileId} className="roast-label">
          {t('fileLabel')}
        </label>
        <p id={fileHelpId} className="muted roast-help">
          {t('fileHelp')}
        </p>
        <label className="btn btn-secondary roast-file">
          <FileUp size={16} aria-hidden />
          <span className="roast-file-name">{file ? file.name : t('fileLabel')}</span>
          <input
            id={fileId}
            type="file"
            accept=".pptx,.pdf,application/pdf,application/vnd.openxmlformats-officedocument.presentationml.presentation"
            className="visually-hidden"
            aria-describedby={fileHelpId}
            data-testid="roast-file"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              if (event.target.files?.[0]) setLink('');
            }}
          />
        </label>
      </div>
      <p className="roast-or" aria-hidden>
        {t('or')}
      </p>
      <div className="roast-field">
        <label htmlFor={linkId} className="roast-label">
          {t('linkLabel')}
        </label>
        <input
          id={linkId}
          className="input"
          type="url"
          inputMode="url"
          dir="ltr"
          placeholder={`${location.origin}/share/123`}
          value={link}
          data-testid="roast-link"
          onChange={(event) => {
            setLink(event.target.value);
            if (event.target.value) setFile(null);
          }}
        />
      </div>
      <button type="submit" className="btn btn-primary roast-submit" disabled={busy} data-testid="roast-submit">
        <Flame size={16} aria-hidden />
        {busy ? t('roasting') : t('submit')}
      </button>
      {missing ? (
        <p role="alert" className="roast-error">
          {t('needInput')}
        </p>
      ) : null}
    </form>
  );
}
