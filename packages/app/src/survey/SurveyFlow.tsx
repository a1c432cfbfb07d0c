import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../api/folio-api.ts';
import { track } from '../insights/track.ts';
import { useAppNavigate } from '../routing/useAppNavigate.ts';
import { SURVEY_FINISH_DELAY_MS } from '../spec/constants.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { EMPTY_ANSWER, isAnswered, isOptionDisabled, SURVEY_STEPS, surveyProps, toggleChoice, type StepAnswer } from './survey-steps.ts';

const AI_PRESENTATION = '/presentation/new?mode=ai';

/**
 * §4 onboarding survey. The answers go to the instance's built-in analytics (`folio analytics`
 * counts them as survey_answers); the account records only that the survey was filled.
 */
export function SurveyFlow({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<StepAnswer[]>(SURVEY_STEPS.map(() => EMPTY_ANSWER));
  const [finishing, setFinishing] = useState(false);
  const current = SURVEY_STEPS[step]!;
  const answer = answers[step]!;
  const setAnswer = (next: StepAnswer) => setAnswers((all) => all.map((value, index) => (index === step ? next : value)));

  useEffect(() => {
    if (!finishing) return;
    const timer = setTimeout(() => {
      onDone();
      if (!location.pathname.startsWith('/presentation/')) navigate(AI_PRESENTATION);
    }, SURVEY_FINISH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [finishing, navigate, onDone]);

  const skip = () => {
    endSurvey('skipped');
    onDone();
    navigate(AI_PRESENTATION);
  };
  const previous = () => {
    // §4: Previous clears the current step's answer.
    setAnswer(EMPTY_ANSWER);
    setStep(step - 1);
  };
  const getStarted = () => {
    setFinishing(true);
    track('survey_answers', surveyProps(answers));
    endSurvey('answered');
  };

  if (finishing) {
    return (
      <div className="survey-finish" role="status">
        <p className="survey-thanks">{t('survey.thanks')}</p>
        <p className="muted">
          <Loader2 className="spin" size={16} aria-hidden /> {t('survey.wait')}
        </p>
      </div>
    );
  }
  return (
    <div className="stack" data-testid="survey">
      <p className="muted">{t('survey.stepOf', { step: step + 1, total: SURVEY_STEPS.length })}</p>
      <fieldset className="survey-step">
        <legend>{t(current.question)}</legend>
        {current.multiple && <p className="muted">{t('survey.purposeHint')}</p>}
        <div className="survey-options">
          {current.options.map((option) => {
            const checked = answer.choices.includes(option);
            return (
              <label key={option} className="survey-option" data-checked={checked || undefined}>
                <input
                  type={current.multiple ? 'checkbox' : 'radio'}
                  name={current.id}
                  checked={checked}
                  disabled={isOptionDisabled(answer, option, current.multiple)}
                  onChange={() => setAnswer(toggleChoice(answer, option, current.multiple))}
                />
                {t(`survey.${option}`)}
              </label>
            );
          })}
        </div>
        {answer.choices.includes('other') && (
          <input className="input" aria-label={t('survey.otherPlaceholder')} placeholder={t('survey.otherPlaceholder')} value={answer.other} maxLength={200} onChange={(event) => setAnswer({ ...answer, other: event.target.value })} autoFocus />
        )}
      </fieldset>
      <div className="modal-actions">
        {step === 0 ? (
          <button type="button" className="btn btn-secondary" onClick={skip}>
            {t('survey.skip')}
          </button>
        ) : (
          <button type="button" className="btn btn-secondary" onClick={previous}>
            {t('survey.previous')}
          </button>
        )}
        {step < SURVEY_STEPS.length - 1 ? (
          <button type="button" className="btn btn-primary" disabled={!isAnswered(answer)} onClick={() => setStep(step + 1)}>
            {t('common.continue')}
          </button>
        ) : (
          <button type="button" className="btn btn-primary" disabled={!isAnswered(answer)} onClick={getStarted}>
            {t('survey.getStarted')}
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * The survey is asked once: answered, skipped or closed, the account's filled_survey flag
 * (the one onboarding flag §3 has for it) keeps it from opening at the next sign-in.
 * Analytics still tells answers from skips.
 */
export function endSurvey(how: 'answered' | 'skipped' | 'closed'): void {
  if (how !== 'answered') track('survey_skipped', { how });
  accountApi.setOnboardingFlags({ filled_survey: true }).then(useSessionStore.getState().setUser, () => {});
}
