import { useTranslation } from 'react-i18next';
import { SurveyFlow } from '../survey/SurveyFlow.tsx';

/** /survey: the onboarding survey as a page (it navigates on when done). */
export function SurveyPage() {
  const { t } = useTranslation();
  return (
    <main className="centered" id="main">
      <div className="message-card survey-card">
        <h1>{t('survey.title')}</h1>
        <SurveyFlow onDone={() => {}} />
      </div>
    </main>
  );
}
