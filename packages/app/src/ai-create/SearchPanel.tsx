import { Check, Loader2, Plus, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { searchApi } from '../api/ai-api.ts';
import { type ReferenceCard } from '@folio/contracts';
import { CancelledError } from '../api/api-error.ts';
import { showApiError } from '../errors/show-api-error.ts';
import { useDraftStore } from './draft-store.ts';
import { useAiCreateT } from './ai-create-i18n.ts';
import { attachSearchCard, MAX_REFERENCES_PER_KIND } from './reference-actions.ts';

/**
 * Searched sources (§1) as cards that can be used as references. Shown only when the server
 * offers search (ai/search/recommend answers); its keywords are offered as quick searches.
 */
export function SearchPanel() {
  const t = useAiCreateT();
  const id = useId();
  const [keywords, setKeywords] = useState<string[] | null>(null);
  const [query, setQuery] = useState('');
  const [cards, setCards] = useState<ReferenceCard[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [used, setUsed] = useState<ReadonlySet<string>>(new Set());
  const running = useRef<AbortController | null>(null);
  const links = useDraftStore((state) => state.references.filter((item) => item.kind !== 'file').length);

  useEffect(() => {
    searchApi.recommend().then(setKeywords, () => setKeywords(null));
    return () => running.current?.abort();
  }, []);
  if (!keywords) return null;

  const search = async (text: string) => {
    if (!text.trim()) return;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setQuery(text);
    setCards([]);
    setSearching(true);
    try {
      for await (const event of searchApi.search(text.trim(), { signal: controller.signal })) {
        if (event.type === 'card') setCards((shown) => [...(shown ?? []), event.card]);
      }
    } catch (error) {
      if (!(error instanceof CancelledError)) showApiError(error);
    } finally {
      if (running.current === controller) setSearching(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void search(query);
  };
  const use = (card: ReferenceCard) => {
    setUsed((previous) => new Set(previous).add(card.url ?? card.title));
    void attachSearchCard(card);
  };

  return (
    <div className="aic-search" data-testid="ai-search">
      <h3 className="aic-subheading">{t('search.heading')}</h3>
      <form className="aic-inline" onSubmit={submit} role="search">
        <label htmlFor={`${id}-query`} className="visually-hidden">
          {t('search.label')}
        </label>
        <input id={`${id}-query`} className="input" value={query} placeholder={t('search.placeholder')} onChange={(event) => setQuery(event.target.value)} />
        <button type="submit" className="btn btn-secondary" disabled={searching || !query.trim()}>
          {searching ? <Loader2 size={16} className="spin" aria-hidden /> : <Search size={16} aria-hidden />} {t(searching ? 'search.searching' : 'search.submit')}
        </button>
      </form>
      {keywords.length > 0 && cards === null && (
        <div className="aic-chips">
          {keywords.slice(0, 6).map((keyword) => (
            <button key={keyword} type="button" className="aic-chip" onClick={() => void search(keyword)}>
              <bdi># {keyword}</bdi>
            </button>
          ))}
        </div>
      )}
      {cards && cards.length === 0 && !searching && <p className="muted">{t('search.none')}</p>}
      {cards && cards.length > 0 && (
        <ul className="aic-cards">
          {cards.map((card) => {
            const isUsed = used.has(card.url ?? card.title);
            return (
              <li key={card.url ?? card.title} className="aic-result" data-testid="ai-search-card" data-origin={card.origin}>
                {card.image && <img className="aic-result-image" src={`/image/u?url=${encodeURIComponent(card.image)}`} alt="" loading="lazy" />}
                <span className="aic-result-title">{card.title}</span>
                <span className="aic-result-url">{card.url ? hostOf(card.url) : t(`search.origin.${card.origin}`)}</span>
                <span className="aic-result-snippet">{card.snippet}</span>
                <button type="button" className="btn btn-small btn-secondary" disabled={isUsed || links >= MAX_REFERENCES_PER_KIND} onClick={() => use(card)}>
                  {isUsed ? <Check size={14} aria-hidden /> : <Plus size={14} aria-hidden />} {t(isUsed ? 'search.used' : 'search.use')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
