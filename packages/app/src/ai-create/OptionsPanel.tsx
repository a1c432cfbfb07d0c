import { useId } from 'react';
import { isLanguageChoice, LANGUAGES } from '../i18n/languages.ts';
import { STORYLINE_MAX_ITEMS } from '@folio/contracts';
import { useDraftStore } from './draft-store.ts';
import { useAiCreateT } from './ai-create-i18n.ts';
import { ThemePicker } from './ThemePicker.tsx';

const TONES = ['', 'Professional', 'Friendly', 'Inspiring', 'Educational', 'Persuasive', 'Playful'] as const;
const COUNTS = Array.from({ length: STORYLINE_MAX_ITEMS }, (_, index) => index + 1);

/** Number of slides (1–20), language (§3's list), audience, tone and theme. */
export function OptionsPanel() {
  const t = useAiCreateT();
  const id = useId();
  const kind = useDraftStore((state) => state.kind);
  const options = useDraftStore((state) => state.options);
  const setOptions = useDraftStore((state) => state.setOptions);
  return (
    <section className="aic-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('options.heading')}</h2>
      <div className="aic-options">
        <div className="field">
          <label htmlFor={`${id}-count`}>{t(`options.count.${kind}`)}</label>
          <select id={`${id}-count`} className="input" value={options.slideCount} onChange={(event) => setOptions({ slideCount: Number(event.target.value) })}>
            {COUNTS.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-language`}>{t('options.language')}</label>
          <select id={`${id}-language`} className="input" value={options.language} onChange={(event) => isLanguageChoice(event.target.value) && setOptions({ language: event.target.value })}>
            <option value="auto">{t('options.auto')}</option>
            {LANGUAGES.map((language) => (
              <option key={language.code} value={language.code}>
                {language.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-audience`}>{t('options.audience')}</label>
          <input
            id={`${id}-audience`}
            className="input"
            value={options.audience}
            maxLength={200}
            placeholder={t('options.audiencePlaceholder')}
            onChange={(event) => setOptions({ audience: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-tone`}>{t('options.tone')}</label>
          <select id={`${id}-tone`} className="input" value={options.tone} onChange={(event) => setOptions({ tone: event.target.value })}>
            {TONES.map((tone) => (
              <option key={tone} value={tone}>
                {tone ? t(`options.tones.${tone}`) : t('options.anyTone')}
              </option>
            ))}
          </select>
        </div>
      </div>
      <h3 className="aic-subheading">{t('options.theme')}</h3>
      <ThemePicker label={t('options.theme')} value={options.themeId} onChange={(themeId) => setOptions({ themeId })} />
    </section>
  );
}
