import { Check, Minus, X } from 'lucide-react';
import type { ConnectionReport } from '../api/ai-settings-api.ts';
import { useAiSettingsT } from './ai-settings-i18n.ts';

const STEPS = ['reachable', 'authorised', 'modelFound', 'streams'] as const;

/** The answer of a connection test: one sentence for the verdict, then each step ticked, crossed or not reached. */
export function ConnectionReportView({ report }: { report: ConnectionReport }) {
  const t = useAiSettingsT();
  return (
    <section className="ais-report" data-testid="connection-report" data-verdict={report.verdict} aria-live="polite">
      <p className="ais-verdict">{t(`test.verdict.${report.verdict}`)}</p>
      <ul className="ais-steps">
        {STEPS.map((step) => {
          const passed = report[step];
          return (
            <li key={step} data-passed={passed === null ? undefined : String(passed)}>
              {passed === true ? <Check size={16} aria-hidden /> : passed === false ? <X size={16} aria-hidden /> : <Minus size={16} aria-hidden />}
              {t(`test.${step}`)}
            </li>
          );
        })}
      </ul>
      {report.firstTokenMs !== null && <p data-testid="first-token">{t('test.firstToken', { ms: report.firstTokenMs })}</p>}
      {report.verdict !== 'ok' && report.models.length > 0 && <p className="muted">{t('test.models', { models: report.models.slice(0, 20).join(', ') })}</p>}
      {report.verdict !== 'ok' && report.detail && <p className="muted ais-detail">{report.detail}</p>}
    </section>
  );
}
