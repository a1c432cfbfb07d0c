import type { PreparedDocument } from '@folio/renderer';
import { Link2, Wrench } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECKS_NS } from '../editor/slides/deck-checks-i18n.ts';
import { AppLink } from '../routing/AppLink.tsx';
import { toast } from '../stores/toast-store.ts';
import en from '../i18n/locales/en/roast.ts';
import { useRoastT } from './roast-i18n.ts';
import type { Roast, RoastLine } from './roast-api.ts';
import { RoastSlideThumbnail } from './RoastSlideThumbnail.tsx';
import { useFixDeck } from './useFixDeck.ts';

/** Scores at or above these read as the better verdicts. */
const HIGH_SCORE = 85;
const MID_SCORE = 55;

/** A roast's own page: the verdict, the deck's problems, then each slide with its thumbnail and lines. */
export function RoastReport({ roast }: { roast: Roast }) {
  const t = useRoastT();
  const checksT = useTranslation(CHECKS_NS).t;
  const { t: common } = useTranslation();
  const prepared = usePreparedDeck(roast);
  const { fix, fixing } = useFixDeck(roast.id);
  const { result } = roast;
  const verdict = result.score >= HIGH_SCORE ? t('verdictHigh') : result.score >= MID_SCORE ? t('verdictMid') : t('verdictLow');
  // The slide rules' lines are worded here, in the reader's language; the deck checks' findings keep the editor's words.
  const slideLine = (line: RoastLine) => (Object.hasOwn(en.lines, line.code) ? t(`lines.${line.code}`, line.params) : checksT(`codes.${line.code}`, line.params));

  const copyLink = async () => {
    await navigator.clipboard.writeText(location.href);
    toast(common('common.copied'), 'success');
  };

  return (
    <article className="roast-report" data-testid="roast-report">
      <header className="roast-summary">
        <h2 className="roast-deck-title" dir="auto">
          {result.title}
        </h2>
        <p className="roast-score" data-testid="roast-score">
          {t('score', { score: result.score })}
        </p>
        <p className="roast-verdict">{verdict}</p>
        {result.opener ? (
          <p className="roast-opener" dir="auto">
            {result.opener}
          </p>
        ) : null}
        <p className="muted roast-provenance">
          {result.writtenBy === 'model' ? t('byModel') : t('byRules')} {roast.source.kind === 'share' ? t('fromShare') : t('fromFile')}
        </p>
        <div className="roast-actions">
          <button type="button" className="btn btn-primary" onClick={fix} disabled={fixing} aria-describedby="roast-fix-help" data-testid="roast-fix">
            <Wrench size={16} aria-hidden />
            {fixing ? t('fixing') : t('fix')}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => void copyLink()} data-testid="roast-copy-link">
            <Link2 size={16} aria-hidden />
            {t('copyLink')}
          </button>
          <AppLink href="/ai-roast-generator" className="btn btn-secondary">
            {t('another')}
          </AppLink>
        </div>
        <p id="roast-fix-help" className="muted roast-help">
          {t('fixHelp')}
        </p>
      </header>

      {result.deck.length > 0 ? (
        <section className="roast-deck-lines" aria-labelledby="roast-deck-heading">
          <h2 id="roast-deck-heading" className="roast-section-heading">{t('deckHeading')}</h2>
          <ul>
            {result.deck.map((line) => (
              <li key={line.code} dir="auto">
                {t(`deckLines.${line.code}`, line.params)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="roast-slides-heading">
        <h2 id="roast-slides-heading" className="roast-section-heading">{t('slidesHeading')}</h2>
        <ol className="roast-slides">
          {result.slides.map((slide, index) => (
            <li key={slide.number} className="roast-slide" data-testid="roast-slide">
              <RoastSlideThumbnail prepared={prepared} index={index} />
              <div className="roast-slide-text">
                <h3>
                  {t('slideHeading', { n: slide.number })}
                  <span className="roast-slide-title" dir="auto">
                    {slide.title || t('untitled')}
                  </span>
                </h3>
                <p className="muted roast-words">{t('words', { count: slide.words })}</p>
                {slide.quip ? (
                  <p className="roast-quip" dir="auto">
                    {slide.quip}
                  </p>
                ) : null}
                <ul className="roast-lines">
                  {slide.lines.map((line, lineIndex) => (
                    <li key={lineIndex} className={`roast-line roast-line-${line.code}`} dir="auto">
                      {slideLine(line)}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}

/** The roasted deck with its fonts and pictures ready, loaded with the renderer after the words are on screen. */
function usePreparedDeck(roast: Roast): PreparedDocument<ImageBitmap> | null {
  const [prepared, setPrepared] = useState<PreparedDocument<ImageBitmap> | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('../render/browser-renderer.ts')
      .then(({ prepareProject }) => prepareProject(roast.deck, new URL(location.origin)))
      .then((ready) => {
        if (!cancelled) setPrepared(ready);
      })
      .catch((error: unknown) => console.warn('roast thumbnails not drawn:', error));
    return () => {
      cancelled = true;
    };
  }, [roast]);
  return prepared;
}
