import { CircleAlert, CircleCheck, Loader2, Square, X } from 'lucide-react';
import { useGenerationStore } from './generation-store.ts';
import { useAiCreateT } from './ai-create-i18n.ts';
import './ai-create.css';

/**
 * The progress of a generation into the open project ("Generating slide 3 of 10"), over the
 * editor, which shows each slide as the server writes it into the document.
 */
export function GenerationProgress({ projectId }: { projectId: string }) {
  const t = useAiCreateT();
  const run = useGenerationStore((state) => state.runs[projectId]);
  const stop = useGenerationStore((state) => state.stop);
  const dismiss = useGenerationStore((state) => state.dismiss);
  if (!run) return null;
  const { kind, total, done, outcome } = run;
  const percent = Math.round((100 * (outcome === 'finished' ? total : done)) / Math.max(1, total));
  const text =
    outcome === 'running'
      ? t(`generation.progress.${kind}`, { n: Math.min(done + 1, total), total })
      : outcome === 'finished'
        ? t(`generation.finished.${kind}`, { total })
        : t(`generation.failed.${kind}`, { done, total });
  const Icon = outcome === 'running' ? Loader2 : outcome === 'finished' ? CircleCheck : CircleAlert;
  return (
    <div className="aic-generation" role="status" data-testid="ai-generation" data-outcome={outcome}>
      <Icon size={18} className={outcome === 'running' ? 'spin' : undefined} aria-hidden />
      <div className="aic-generation-text">
        <span data-testid="ai-generation-text">{text}</span>
        {run.error && <span className="aic-generation-error">{run.error}</span>}
        <span className="aic-progress" role="progressbar" aria-label={text} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
          <span style={{ inlineSize: `${percent}%` }} />
        </span>
      </div>
      {outcome === 'running' ? (
        <button type="button" className="btn btn-small btn-secondary" onClick={() => stop(projectId)}>
          <Square size={14} aria-hidden /> {t('generation.stop')}
        </button>
      ) : (
        <button type="button" className="icon-button" aria-label={t('generation.dismiss')} onClick={() => dismiss(projectId)}>
          <X size={16} aria-hidden />
        </button>
      )}
    </div>
  );
}
