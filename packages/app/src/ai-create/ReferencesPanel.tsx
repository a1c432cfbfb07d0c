import { FileText, Globe, Link2, Loader2, Search, Upload, X, Video } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useDraftStore, type AttachedReference } from './draft-store.ts';
import { useAiCreateT } from './ai-create-i18n.ts';
import { addLink, DOCUMENT_EXTENSIONS, MAX_REFERENCES_PER_KIND, uploadDocuments } from './reference-actions.ts';
import { SearchPanel } from './SearchPanel.tsx';

/** §5 URL pattern: optional http(s), a dotted host, an optional path. The server wants the scheme, so it is added. */
const URL_PATTERN = /^(https?:\/\/)?([\w-]+\.)+[\w-]+(:\d+)?(\/\S*)?$/i;

/** Documents to upload, a web page or a video to read, search results to use; each shown with its state. */
export function ReferencesPanel() {
  const t = useAiCreateT();
  const id = useId();
  const references = useDraftStore((state) => state.references);
  const files = references.filter((item) => item.kind === 'file').length;
  const fileInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const full = t('references.full', { max: MAX_REFERENCES_PER_KIND });
  return (
    <section className="aic-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('references.heading')}</h2>
      <p className="muted aic-hint">{t('references.hint')}</p>
      <div
        className="aic-dropzone"
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          uploadDocuments(event.dataTransfer.files);
        }}
      >
        <button type="button" className="btn btn-secondary" disabled={files >= MAX_REFERENCES_PER_KIND} title={files >= MAX_REFERENCES_PER_KIND ? full : undefined} onClick={() => fileInput.current?.click()}>
          <Upload size={16} aria-hidden /> {t('references.upload')}
        </button>
        <span className="muted">{t('references.uploadHint')}</span>
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          data-testid="ai-reference-file"
          accept={DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
          onChange={(event) => {
            if (event.target.files) uploadDocuments(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      <LinkForm />
      {references.length > 0 && (
        <ul className="aic-references" aria-label={t('references.heading')}>
          {references.map((reference) => (
            <ReferenceChip key={reference.key} reference={reference} />
          ))}
        </ul>
      )}
      <SearchPanel />
    </section>
  );
}

function LinkForm() {
  const t = useAiCreateT();
  const id = useId();
  const [kind, setKind] = useState<'url' | 'video'>('url');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const links = useDraftStore((state) => state.references.filter((item) => item.kind !== 'file').length);
  const full = links >= MAX_REFERENCES_PER_KIND;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = url.trim();
    if (!URL_PATTERN.test(address)) return setError(t('references.invalidUrl'));
    setBusy(true);
    setError(null);
    const refused = await addLink(kind, /^https?:\/\//i.test(address) ? address : `https://${address}`);
    setBusy(false);
    if (refused) setError(refused);
    else setUrl('');
  };
  return (
    <form className="aic-link" onSubmit={submit} noValidate>
      <div className="aic-segmented" role="radiogroup" aria-label={t('references.urlLabel')}>
        {(['url', 'video'] as const).map((option) => (
          <button key={option} type="button" role="radio" aria-checked={kind === option} onClick={() => (setKind(option), setError(null))}>
            {option === 'url' ? <Globe size={14} aria-hidden /> : <Video size={14} aria-hidden />} {t(option === 'url' ? 'references.web' : 'references.video')}
          </button>
        ))}
      </div>
      <div className="field" data-state={error ? 'error' : 'normal'}>
        <label htmlFor={`${id}-url`} className="visually-hidden">
          {t(kind === 'url' ? 'references.urlLabel' : 'references.videoLabel')}
        </label>
        <div className="aic-inline">
          <input
            id={`${id}-url`}
            className="input"
            value={url}
            inputMode="url"
            placeholder={t(kind === 'url' ? 'references.urlPlaceholder' : 'references.videoPlaceholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => (setUrl(event.target.value), setError(null))}
          />
          <button type="submit" className="btn btn-secondary" disabled={busy || full || !url.trim()} title={full ? t('references.full', { max: MAX_REFERENCES_PER_KIND }) : undefined}>
            {busy ? <Loader2 size={16} className="spin" aria-hidden /> : <Link2 size={16} aria-hidden />} {t(busy ? 'references.adding' : 'references.add')}
          </button>
        </div>
        {error && (
          <span id={`${id}-error`} className="field-error" role="alert" data-testid="ai-link-error">
            {error}
          </span>
        )}
      </div>
    </form>
  );
}

const ICONS = { file: FileText, url: Globe, video: Video, search: Search };

function ReferenceChip({ reference }: { reference: AttachedReference }) {
  const t = useAiCreateT();
  const detach = useDraftStore((state) => state.detach);
  const Icon = ICONS[reference.kind];
  const state =
    reference.state === 'failed' ? t('references.failed') : reference.state === 'ready' ? t('references.ready') : reference.kind === 'file' ? t('references.uploading', { percent: reference.progress }) : t('references.adding');
  return (
    <li className="aic-reference" data-state={reference.state} data-testid="ai-reference">
      <Icon size={18} aria-hidden />
      <span className="aic-reference-text">
        <span className="aic-reference-name" title={reference.name}>
          {reference.name}
        </span>
        <span className="aic-reference-state">
          {t(`references.kinds.${reference.kind}`)} · {state}
        </span>
        {reference.kind === 'file' && reference.state === 'working' && (
          <span className="aic-progress" role="progressbar" aria-label={reference.name} aria-valuenow={reference.progress} aria-valuemin={0} aria-valuemax={100}>
            <span style={{ inlineSize: `${reference.progress}%` }} />
          </span>
        )}
      </span>
      <button type="button" className="icon-button" aria-label={t('references.remove', { name: reference.name })} onClick={() => detach(reference.key)}>
        <X size={16} aria-hidden />
      </button>
    </li>
  );
}
