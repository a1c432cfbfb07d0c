import { ArrowLeft, Loader2, Plus, Redo2, RotateCcw, Sparkles, Undo2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { GenerationStatus, STORYLINE_MAX_ITEMS } from '@folio/contracts';
import { commandFor, isApplePlatform, shortcutLabel } from '../editor/commands/shortcuts.ts';
import { useDraftStore } from './draft-store.ts';
import { useAiCreateT } from './ai-create-i18n.ts';
import { addItem, canAdd, itemsToGenerate, redo, undo } from './storyline.ts';
import { StorylineRow } from './StorylineRow.tsx';

/**
 * Step 2: the outline streams in from ai/slide/plan, then the person shapes it: edit, drag or
 * arrow-key reorder, add, duplicate, delete, with §4's 8-step undo (⌘/Ctrl+Z, ⌘/Ctrl+Shift+Z).
 */
export function StorylineStep({ onGenerate, generating }: { onGenerate(): void; generating: boolean }) {
  const t = useAiCreateT();
  const id = useId();
  const kind = useDraftStore((state) => state.kind);
  const storyline = useDraftStore((state) => state.storyline);
  const setStoryline = useDraftStore((state) => state.setStoryline);
  const planStatus = useDraftStore((state) => state.planStatus);
  const plan = useDraftStore((state) => state.plan);
  const backToPrompt = useDraftStore((state) => state.backToPrompt);
  const writing = planStatus === GenerationStatus.GeneratingOutlines;
  const [focusId, setFocusId] = useState<{ id: string; on: 'text' | 'handle' } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const edit = setStoryline;
  const apple = isApplePlatform();

  // The storyline's own history, not the text fields': one undo step per edit, 8 kept.
  const latest = useRef(storyline);
  latest.current = storyline;
  useEffect(() => {
    if (writing) return;
    const apple = isApplePlatform();
    const onKey = (event: KeyboardEvent) => {
      const command = commandFor(event, apple);
      if (command?.type !== 'undo' && command?.type !== 'redo') return;
      event.preventDefault();
      setStoryline(command.type === 'redo' ? redo(latest.current) : undo(latest.current));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [writing, setStoryline]);

  const toGenerate = itemsToGenerate(storyline).length;
  const full = !canAdd(storyline);
  const fullReason = t('storyline.full', { max: STORYLINE_MAX_ITEMS });
  const blocked = writing ? t('storyline.wait') : toGenerate === 0 ? t('storyline.empty') : null;
  const newId = () => `item-${crypto.randomUUID()}`;
  const add = (index: number) => {
    const itemId = newId();
    edit(addItem(storyline, index, itemId));
    setFocusId({ id: itemId, on: 'text' });
  };

  return (
    <div className="aic-step">
      <section className="aic-card" aria-labelledby={`${id}-heading`}>
        <div className="aic-storyline-head">
          <div>
            <h2 id={`${id}-heading`}>{t('storyline.heading')}</h2>
            <p className="muted aic-hint">{t(`storyline.intro.${kind}`)}</p>
          </div>
          <div className="aic-toolbar">
            <span className="aic-count" data-testid="ai-storyline-count" data-full={full || undefined}>
              {t('storyline.count', { count: storyline.items.length, max: STORYLINE_MAX_ITEMS })}
            </span>
            <button type="button" className="icon-button" aria-label={t('storyline.undo')} title={`${t('storyline.undo')} (${shortcutLabel({ meta: true, key: 'Z' }, apple)})`} disabled={writing || storyline.past.length === 0} onClick={() => edit(undo(storyline))}>
              <Undo2 size={18} aria-hidden />
            </button>
            <button type="button" className="icon-button" aria-label={t('storyline.redo')} title={`${t('storyline.redo')} (${shortcutLabel({ meta: true, shift: true, key: 'Z' }, apple)})`} disabled={writing || storyline.future.length === 0} onClick={() => edit(redo(storyline))}>
              <Redo2 size={18} aria-hidden />
            </button>
          </div>
        </div>
        {writing && (
          <p className="aic-writing" role="status" data-testid="ai-storyline-writing">
            <Loader2 size={16} className="spin" aria-hidden /> {t('storyline.writing')}
          </p>
        )}
        <ol className="aic-storyline" data-testid="ai-storyline" aria-busy={writing}>
          {storyline.items.map((item, index) => (
            <StorylineRow
              key={item.id}
              item={item}
              index={index}
              storyline={storyline}
              readOnly={writing}
              full={full}
              focus={focusId?.id === item.id ? focusId.on : null}
              onEdit={edit}
              onAddBelow={() => add(index)}
              onDuplicated={(copyId) => setFocusId({ id: copyId, on: 'text' })}
              onMoved={(to) => {
                setFocusId({ id: item.id, on: 'handle' });
                setAnnouncement(t('storyline.moved', { n: to + 1 }));
              }}
              newId={newId}
            />
          ))}
        </ol>
        <span className="visually-hidden" aria-live="polite">
          {announcement}
        </span>
        <div className="aic-add-row">
          <button type="button" className="btn btn-secondary" data-testid="ai-storyline-add" disabled={writing || full} aria-describedby={full ? `${id}-full` : undefined} onClick={() => add(storyline.items.length - 1)}>
            <Plus size={16} aria-hidden /> {t(`storyline.add.${kind}`)}
          </button>
          {full && (
            <span id={`${id}-full`} className="muted" data-testid="ai-storyline-full">
              {fullReason}
            </span>
          )}
        </div>
      </section>
      <footer className="aic-footer aic-footer-split">
        <div className="aic-footer-start">
          <button type="button" className="btn btn-secondary" onClick={backToPrompt}>
            <ArrowLeft size={16} aria-hidden /> {t('storyline.backToPrompt')}
          </button>
          <button type="button" className="btn btn-secondary" disabled={writing} onClick={() => void plan()}>
            <RotateCcw size={16} aria-hidden /> {t('storyline.replan')}
          </button>
        </div>
        <div className="aic-footer-end">
          {blocked && <span className="muted">{blocked}</span>}
          <button type="button" className="btn btn-primary btn-large" data-testid="ai-generate" disabled={!!blocked || generating} onClick={onGenerate}>
            {generating ? <Loader2 size={18} className="spin" aria-hidden /> : <Sparkles size={18} aria-hidden />}{' '}
            {toGenerate === 0 ? t('storyline.generateNone') : toGenerate === 1 ? t(`storyline.generateOne.${kind}`) : t(`storyline.generate.${kind}`, { count: toGenerate })}
          </button>
        </div>
      </footer>
    </div>
  );
}
