import { FileText, Image as ImageIcon, LayoutTemplate, Presentation, Sparkles } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { referenceApi } from '../api/ai-api.ts';
import { type Reference, STORYLINE_MAX_ITEMS } from '@folio/contracts';
import { ApiError } from '../api/api-error.ts';
import type { ProjectKind } from '../ai-create/generation-store.ts';
import { showApiError } from '../errors/show-api-error.ts';
import { useAppNavigate } from '../routing/useAppNavigate.ts';
import { useCampaignT } from './campaign-i18n.ts';
import { summarizePost } from './post-summary.ts';
import { startFromPost } from './start-from-post.ts';
import { normalizeAddress, refusalOf, type Refusal } from './refusal.ts';
import './campaign-for-blog.css';

/**
 * The server's reason is English inside a sentence in the reader's language: Unicode isolates
 * keep a right-to-left sentence from reordering its words and punctuation.
 */
const isolated = (text: string) => `\u2068${text}\u2069`;

const COUNTS = Array.from({ length: STORYLINE_MAX_ITEMS }, (_, index) => index + 1);
const DEFAULT_COUNT = 8;

interface Failure {
  refusal: Refusal;
  /** The server's own words, for whoever needs the exact reason. */
  detail?: string;
}

/**
 * `/campaign-for-blog` (issue 22): a blog post's address in, the post as the server extracted it
 * shown back, then slides or a page generated from it through the AI creation flow.
 */
export function CampaignForBlogPage() {
  const t = useCampaignT();
  const id = useId();
  const navigate = useAppNavigate();
  const [address, setAddress] = useState('');
  const [reading, setReading] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [post, setPost] = useState<{ reference: Reference; url: string } | null>(null);
  const [kind, setKind] = useState<ProjectKind>('presentation');
  const [count, setCount] = useState(DEFAULT_COUNT);

  const read = async (event: FormEvent) => {
    event.preventDefault();
    const url = normalizeAddress(address);
    setPost(null);
    if (!url) return setFailure({ refusal: 'invalid' });
    setFailure(null);
    setReading(true);
    try {
      setPost({ reference: await referenceApi.extractUrl(url), url });
    } catch (error) {
      // -2 is the server refusing this address (§8 parameter error) with its reason; anything else is the app's usual toast.
      if (error instanceof ApiError && error.code === -2) setFailure({ refusal: refusalOf(error.message), ...(error.message ? { detail: error.message } : {}) });
      else showApiError(error);
    } finally {
      setReading(false);
    }
  };

  const generate = () => {
    if (!post) return;
    navigate(startFromPost(post.reference, post.url, kind, count, t('post.untitled')));
  };

  const summary = post ? summarizePost(post.reference) : null;
  const errorId = `${id}-error`;
  return (
    <div className="cfb" data-testid="campaign-for-blog">
      <header className="cfb-header">
        <h1>{t('title')}</h1>
        <p className="muted">{t('intro')}</p>
      </header>

      <form className="cfb-card cfb-address" onSubmit={(event) => void read(event)} noValidate>
        <div className="field" data-state={failure ? 'error' : undefined}>
          <label htmlFor={`${id}-address`}>{t('address.label')}</label>
          <div className="cfb-address-row">
            <input
              id={`${id}-address`}
              type="url"
              inputMode="url"
              dir="ltr"
              autoComplete="url"
              placeholder={t('address.placeholder')}
              value={address}
              onChange={(event) => setAddress(event.target.value)}
              aria-invalid={failure ? true : undefined}
              aria-describedby={failure ? errorId : undefined}
            />
            <button type="submit" className="btn btn-primary" disabled={reading || !address.trim()} data-testid="cfb-read">
              {reading ? t('address.reading') : t('address.read')}
            </button>
          </div>
          {failure && (
            <div id={errorId} className="cfb-error" role="alert" data-testid="cfb-error" data-refusal={failure.refusal}>
              <p>{t(`error.${failure.refusal}`)}</p>
              {failure.detail && (
                <p className="cfb-detail">{t('error.detail', { detail: isolated(failure.detail) })}</p>
              )}
            </div>
          )}
        </div>
      </form>

      {summary && (
        <div className="cfb-columns">
          <section className="cfb-card cfb-post" aria-labelledby={`${id}-post`} data-testid="cfb-post">
            <h2 id={`${id}-post`} className="cfb-eyebrow">
              <FileText size={16} aria-hidden /> {t('post.heading')}
            </h2>
            <p className="cfb-post-title" data-testid="cfb-post-title" dir="auto">
              {summary.title || t('post.untitled')}
            </p>
            <a className="cfb-source" href={post!.url} target="_blank" rel="noreferrer noopener" dir="ltr">
              {post!.url}
            </a>
            {summary.opening.map((paragraph, index) => (
              <p key={index} className="cfb-paragraph" dir="auto">
                {paragraph}
              </p>
            ))}
            <h3 className="cfb-subheading">{t('post.headings')}</h3>
            {summary.headings.length > 0 ? (
              <ul className="cfb-headings" data-testid="cfb-headings" dir="auto">
                {summary.headings.map((heading) => (
                  <li key={heading} dir="auto">
                    {heading}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">{t('post.noHeadings')}</p>
            )}
            <p className="cfb-images" data-testid="cfb-images">
              <ImageIcon size={16} aria-hidden /> {t('post.images', { count: summary.images })}
            </p>
          </section>

          <section className="cfb-card cfb-make" aria-labelledby={`${id}-make`}>
            <h2 id={`${id}-make`} className="cfb-eyebrow">
              <Sparkles size={16} aria-hidden /> {t('make.heading')}
            </h2>
            <div className="cfb-kinds" role="group" aria-labelledby={`${id}-make`}>
              {(['presentation', 'page'] as const).map((each) => (
                <button key={each} type="button" aria-pressed={kind === each} className="cfb-kind" onClick={() => setKind(each)}>
                  {each === 'presentation' ? <Presentation size={20} aria-hidden /> : <LayoutTemplate size={20} aria-hidden />}
                  {t(`make.kind.${each}`)}
                </button>
              ))}
            </div>
            <div className="field">
              <label htmlFor={`${id}-count`}>{t(`make.count.${kind}`)}</label>
              <select id={`${id}-count`} className="input" value={count} onChange={(event) => setCount(Number(event.target.value))}>
                {COUNTS.map((each) => (
                  <option key={each} value={each}>
                    {each}
                  </option>
                ))}
              </select>
            </div>
            <button type="button" className="btn btn-primary btn-large btn-block" data-testid="cfb-generate" onClick={generate}>
              <Sparkles size={18} aria-hidden /> {t('make.generate')}
            </button>
          </section>
        </div>
      )}
    </div>
  );
}
