import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { NoModelNotice } from '../ai-settings/NoModelNotice.tsx';
import { useAppNavigate } from '../routing/useAppNavigate.ts';
import { useDraftStore } from './draft-store.ts';
import { generateDeck } from './generate-deck.ts';
import type { ProjectKind } from './generation-store.ts';
import { useAiCreateT } from './ai-create-i18n.ts';
import { PromptStep } from './PromptStep.tsx';
import { ProviderBadge } from './ProviderBadge.tsx';
import { StorylineStep } from './StorylineStep.tsx';
import './ai-create.css';

/**
 * `/presentation/new?mode=ai` and `/p/new?mode=ai`: prompt and references, then the storyline,
 * then generation, which opens the editor at once while the slides arrive.
 */
export function AiCreateScreen({ kind }: { kind: ProjectKind }) {
  const t = useAiCreateT();
  const navigate = useAppNavigate();
  const step = useDraftStore((state) => state.step);
  const open = useDraftStore((state) => state.open);
  const [generating, setGenerating] = useState(false);
  useEffect(() => open(kind), [kind, open]);

  const generate = async () => {
    setGenerating(true);
    const projectId = await generateDeck();
    setGenerating(false);
    if (projectId) navigate(`${kind === 'page' ? '/p' : '/presentation'}/${projectId}`, { replace: true });
  };
  const current = step === 'prompt' ? 0 : 1;
  return (
    <div className="aic" data-testid="ai-create" data-step={step}>
      <header className="aic-header">
        <button type="button" className="btn btn-secondary btn-small" onClick={() => navigate('/workspace')}>
          <ArrowLeft size={16} aria-hidden /> {t('back')}
        </button>
        <ol className="aic-steps" aria-label={t(`title.${kind}`)}>
          {(['prompt', 'storyline', 'generate'] as const).map((name, index) => (
            <li key={name} aria-current={index === current ? 'step' : undefined} data-done={index < current || undefined}>
              <span className="aic-step-number">{index + 1}</span> {t(`steps.${name}`)}
            </li>
          ))}
        </ol>
        <ProviderBadge />
      </header>
      <main className="aic-main" id="main">
        <h1>{t(`title.${kind}`)}</h1>
        {step === 'prompt' && <NoModelNotice />}
        {step === 'prompt' ? <PromptStep /> : <StorylineStep generating={generating} onGenerate={() => void generate()} />}
      </main>
    </div>
  );
}
