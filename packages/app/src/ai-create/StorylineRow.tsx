import { Copy, GripVertical, Plus, Trash2 } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { type StorylineItem } from '@folio/contracts';
import { useDraftStore } from './draft-store.ts';
import { useAiCreateT } from './ai-create-i18n.ts';
import { deleteItem, duplicateItem, editText, moveItem, type Storyline } from './storyline.ts';

/** The drag payload type: rows of another screen or files dropped here are not storyline items. */
const DRAG_TYPE = 'application/x-folio-storyline-index';

interface RowProps {
  item: StorylineItem;
  index: number;
  storyline: Storyline;
  readOnly: boolean;
  full: boolean;
  focus: 'text' | 'handle' | null;
  onEdit(next: Storyline): void;
  onAddBelow(): void;
  onDuplicated(copyId: string): void;
  onMoved(to: number): void;
  newId(): string;
}

/** One storyline item: drag handle (also arrow keys), its text, and add / duplicate / delete. */
export function StorylineRow({ item, index, storyline, readOnly, full, focus, onEdit, onAddBelow, onDuplicated, onMoved, newId }: RowProps) {
  const t = useAiCreateT();
  const kind = useDraftStore((state) => state.kind);
  const text = useRef<HTMLTextAreaElement>(null);
  const handle = useRef<HTMLButtonElement>(null);
  const [dropSide, setDropSide] = useState<'before' | 'after' | null>(null);
  const last = storyline.items.length - 1;

  useEffect(() => {
    if (focus === 'text') text.current?.focus();
    if (focus === 'handle') handle.current?.focus();
  }, [focus]);
  // The text field grows with its text, so a long line is read whole.
  useLayoutEffect(() => {
    const field = text.current;
    if (!field) return;
    field.style.blockSize = 'auto';
    field.style.blockSize = `${field.scrollHeight}px`;
  }, [item.text]);

  const move = (to: number) => {
    if (to < 0 || to > last || to === index) return;
    onEdit(moveItem(storyline, index, to));
    onMoved(to);
  };
  const onHandleKey = (event: KeyboardEvent) => {
    const to = { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    move(to);
  };
  const onTextKey = (event: KeyboardEvent) => {
    // Alt+arrows move the item while typing, as in outliners.
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      move(index + (event.key === 'ArrowUp' ? -1 : 1));
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey && !full) {
      event.preventDefault();
      onAddBelow();
    }
  };
  const label = t(`storyline.itemLabel.${kind}`, { n: index + 1 });

  return (
    <li
      className="aic-item"
      data-testid="ai-storyline-item"
      data-drop={dropSide ?? undefined}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
        event.preventDefault();
        const box = event.currentTarget.getBoundingClientRect();
        setDropSide(event.clientY < box.top + box.height / 2 ? 'before' : 'after');
      }}
      onDragLeave={() => setDropSide(null)}
      onDrop={(event) => {
        const from = Number(event.dataTransfer.getData(DRAG_TYPE));
        setDropSide(null);
        if (!event.dataTransfer.types.includes(DRAG_TYPE) || Number.isNaN(from) || from === index) return;
        event.preventDefault();
        const before = dropSide !== 'after';
        // Dropping before or after this row; the dragged row's own removal shifts later indexes.
        const target = (before ? index : index + 1) - (from < index ? 1 : 0);
        if (target === from) return;
        onEdit(moveItem(storyline, from, target));
        onMoved(target);
      }}
    >
      <button
        ref={handle}
        type="button"
        className="aic-handle"
        draggable={!readOnly}
        disabled={readOnly}
        aria-label={`${label}: ${t('storyline.drag')}`}
        title={t('storyline.drag')}
        data-testid="ai-storyline-handle"
        onKeyDown={onHandleKey}
        onDragStart={(event) => {
          event.dataTransfer.setData(DRAG_TYPE, String(index));
          event.dataTransfer.effectAllowed = 'move';
          const row = event.currentTarget.closest('li');
          if (row) event.dataTransfer.setDragImage(row, 24, 24);
        }}
      >
        <GripVertical size={16} aria-hidden />
      </button>
      <span className="aic-item-number" aria-hidden>
        {index + 1}
      </span>
      <textarea
        ref={text}
        className="aic-item-text"
        rows={1}
        maxLength={500}
        value={item.text}
        readOnly={readOnly}
        aria-label={label}
        placeholder={t(`storyline.placeholder.${kind}`)}
        onChange={(event) => onEdit(editText(storyline, item.id, event.target.value))}
        onKeyDown={onTextKey}
      />
      <div className="aic-item-actions">
        <button type="button" className="icon-button" aria-label={`${t('storyline.addBelow')} (${label})`} title={full ? t('storyline.full', { max: storyline.items.length }) : t('storyline.addBelow')} disabled={readOnly || full} onClick={onAddBelow}>
          <Plus size={16} aria-hidden />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={`${t('storyline.duplicate')} (${label})`}
          title={full ? t('storyline.full', { max: storyline.items.length }) : t('storyline.duplicate')}
          disabled={readOnly || full}
          onClick={() => {
            const copyId = newId();
            onEdit(duplicateItem(storyline, item.id, copyId));
            onDuplicated(copyId);
          }}
        >
          <Copy size={16} aria-hidden />
        </button>
        <button type="button" className="icon-button" aria-label={`${t('storyline.delete')} (${label})`} title={t('storyline.delete')} disabled={readOnly} onClick={() => onEdit(deleteItem(storyline, item.id))}>
          <Trash2 size={16} aria-hidden />
        </button>
      </div>
    </li>
  );
}
