import { ArrowRight, Sparkles } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { aiApi } from '../api/ai-api.ts';
import { useDraftStore } from './draft-store.ts';
import { useAiCreateT } from './ai-create-i18n.ts';
import { OptionsPanel } from './OptionsPanel.tsx';
import { ReferencesPanel } from './ReferencesPanel.tsx';

/** Step 1: the prompt with recommended prompts, the options and the references. */
export function PromptStep() {
  const t = useAiCreateT();
  const id = useId();
  const kind = useDraftStore((state) => state.kind);
  const prompt = useDraftStore((state) => state.prompt);
  const setPrompt = useDraftStore((state) => state.setPrompt);
  const plan = useDraftStore((state) => state.plan);
  const uploading = useDraftStore((state) => state.references.some((item) => item.state === 'working'));
  const [recommended, setRecommended] = useState<string[]>([]);
  const language = useTranslation().i18n.language;
  useEffect(() => {
    // Suggestions only: the prompt box works without them.
    aiApi.recommendedPrompts(language).then(setRecommended, () => setRecommended([]));
  }, [language]);
  const missing = !prompt.trim() ? t('prompt.required') : uploading ? t('prompt.uploading') : null;
  const next = () => {
    if (!missing) void plan();
  };
  return (
    <div className="aic-step">
      <section className="aic-card aic-prompt-card">
        <label htmlFor={`${id}-prompt`} className="aic-prompt-label">
          {t('prompt.label')}
        </label>
        <textarea
          id={`${id}-prompt`}
          className="textarea aic-prompt"
          data-testid="ai-prompt"
          rows={4}
          maxLength={4000}
          value={prompt}
          placeholder={t(`prompt.placeholder.${kind}`)}
          onChange={(event) => setPrompt(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) next();
          }}
        />
        {recommended.length > 0 && (
          <div className="aic-recommended">
            <span className="muted">{t('prompt.recommended')}</span>
            <div className="aic-chips" data-testid="ai-recommended">
              {recommended.map((text) => (
                <button key={text} type="button" className="aic-chip" aria-pressed={prompt === text} onClick={() => setPrompt(text)}>
                  <Sparkles size={14} aria-hidden /> {text}
                </button>
              ))}
            </div>
          </div>
        )}
      </section>
      <div className="aic-columns">
        <OptionsPanel />
        <ReferencesPanel />
      </div>
      <footer className="aic-footer">
        {missing && <span className="muted" id={`${id}-why`}>{missing}</span>}
        <button type="button" className="btn btn-primary btn-large" data-testid="ai-plan" onClick={next} disabled={!!missing} aria-describedby={missing ? `${id}-why` : undefined}>
          {t('next')} <ArrowRight size={18} aria-hidden />
        </button>
      </footer>
    </div>
  );
}
