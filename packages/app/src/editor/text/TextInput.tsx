import { blockOffset, blockText, LOCAL_ORIGIN, locate, textOf, type Marks, type Paragraph } from '@folio/layout';
import { useEffect, useRef, type CSSProperties } from 'react';
import type * as Y from 'yjs';
import type { EditorSession } from '../collab/editor-session.ts';
import { isApplePlatform } from '../commands/shortcuts.ts';
import { useEditorStore } from '../editor-store.ts';
import { nextBoundary, previousBoundary } from './graphemes.ts';
import { logicalMove } from './logical-motion.ts';
import { shiftSelection, type TextDelta } from './shift-offset.ts';
import { applyEdit, deleteRange, liveParagraphs, marksBefore, ordered, typeText, type TextSelection } from './text-edits.ts';
import type { TextGeometry } from './text-geometry.ts';
import { textActionFor, textActionForInput, type TextAction } from './text-keys.ts';

interface TextInputProps {
  session: EditorSession;
  blockId: string;
  geometry: TextGeometry;
  /** The paragraphs the geometry was laid out from. */
  paragraphs: readonly Paragraph[];
  /** Where the caret is on screen, relative to the canvas: the IME's candidate window opens there. */
  style: CSSProperties;
}

/**
 * The hidden textarea that receives typing for the text block being edited. Characters come
 * from `beforeinput` and composition events (so IME, dead keys and emoji arrive as the
 * system composed them), navigation and deletion from keydown, and clipboard from copy, cut
 * and paste events. Every change goes onto the block's Y.Text; nothing is kept in the textarea
 * except text still being composed.
 */
export function TextInput({ session, blockId, geometry, paragraphs, style }: TextInputProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const latest = useRef({ geometry, paragraphs });
  latest.current = { geometry, paragraphs };
  const goalX = useRef<number | undefined>(undefined);
  const composition = useRef<{ from: number; length: number } | null>(null);

  useEffect(() => {
    const textarea = ref.current;
    if (!textarea) return;
    textarea.focus({ preventScroll: true });
    const { doc, history } = session;
    const store = () => useEditorStore.getState();
    const apple = isApplePlatform();

    const replace = (selection: TextSelection, text: string, marks?: Marks) => {
      const next = typeText(doc, blockId, selection, text, marks);
      store().setText(next);
    };

    const run = (action: TextAction) => {
      const selection = store().text;
      const [from, to] = ordered(selection);
      const live = liveParagraphs(doc, blockId);
      const text = blockText(live);
      switch (action.type) {
        case 'move': {
          const { carets } = latest.current.geometry;
          const rendered = latest.current.paragraphs;
          if (!action.extend && from !== to && (action.motion === 'left' || action.motion === 'right')) {
            goalX.current = undefined;
            const at = action.motion === 'left' ? from : to;
            return store().setText({ anchor: at, focus: at });
          }
          let focus: number;
          if (blockText(rendered) === text) {
            const moved = carets.move(locate(rendered, selection.focus), action.motion, goalX.current);
            goalX.current = action.motion === 'up' || action.motion === 'down' ? moved.goalX : undefined;
            focus = blockOffset(rendered, moved.position);
          } else {
            goalX.current = undefined;
            focus = logicalMove(text, selection.focus, action.motion);
          }
          return store().setText({ anchor: action.extend ? selection.anchor : focus, focus });
        }
        case 'delete': {
          if (from !== to) return store().setText(deleteRange(doc, blockId, from, to));
          if (action.unit === 'line') {
            const { carets } = latest.current.geometry;
            const rendered = latest.current.paragraphs;
            const edge = carets.move(locate(rendered, from), action.direction === 'backward' ? 'lineStart' : 'lineEnd').position;
            return store().setText(deleteRange(doc, blockId, from, blockOffset(rendered, edge)));
          }
          const other = action.direction === 'backward' ? previousBoundary(text, from, action.unit) : nextBoundary(text, from, action.unit);
          return store().setText(deleteRange(doc, blockId, from, other));
        }
        case 'newline':
          return replace(selection, '\n');
        case 'format': {
          const current = marksBefore(live, from === to ? from : from + 1)?.[action.mark] === true;
          if (from === to) {
            const pending = store().pendingMarks ?? marksBefore(live, from) ?? {};
            return store().setPendingMarks({ ...pending, [action.mark]: !(pending[action.mark] ?? current) });
          }
          applyEdit(doc, blockId, { type: 'format', from, to, marks: { [action.mark]: current ? null : true } });
          return;
        }
        case 'selectAll':
          return store().setText({ anchor: 0, focus: text.length });
        case 'undo':
          // The caret follows the restored text through the shared-text observer below.
          history.undo();
          return;
        case 'redo':
          history.redo();
          return;
        case 'exit':
          return store().edit(null);
      }
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing || composition.current) return;
      const action = textActionFor(event, apple);
      if (!action) return;
      event.preventDefault();
      event.stopPropagation();
      run(action);
    };

    const onBeforeInput = (event: InputEvent) => {
      if (event.isComposing || event.inputType === 'insertCompositionText' || composition.current) return;
      event.preventDefault();
      const selection = store().text;
      const data = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
      if (event.inputType === 'insertText' || event.inputType === 'insertReplacementText') replace(selection, data, store().pendingMarks ?? undefined);
      else if (event.inputType === 'insertLineBreak' || event.inputType === 'insertParagraph') replace(selection, '\n');
      else {
        const action = textActionForInput(event.inputType);
        if (action) run(action);
      }
    };

    // The text being composed is kept in the block as it changes, so it is drawn in place by
    // the renderer like any other text; each update replaces the previous one.
    const onCompositionStart = () => {
      const selection = store().text;
      const [from, to] = ordered(selection);
      if (to > from) deleteRange(doc, blockId, from, to);
      composition.current = { from, length: 0 };
    };
    const compose = (data: string) => {
      const current = composition.current;
      if (!current) return;
      const marks = store().pendingMarks ?? undefined;
      const next = typeText(doc, blockId, { anchor: current.from, focus: current.from + current.length }, data, marks);
      composition.current = { from: current.from, length: data.length };
      useEditorStore.setState({ text: next });
    };
    const onCompositionUpdate = (event: CompositionEvent) => compose(event.data);
    const onCompositionEnd = (event: CompositionEvent) => {
      compose(event.data);
      composition.current = null;
      textarea.value = '';
      store().setText(store().text);
    };

    const selectedText = () => {
      const [from, to] = ordered(store().text);
      return blockText(liveParagraphs(doc, blockId)).slice(from, to);
    };
    const onCopy = (event: ClipboardEvent) => {
      event.preventDefault();
      event.clipboardData?.setData('text/plain', selectedText());
    };
    const onCut = (event: ClipboardEvent) => {
      onCopy(event);
      const [from, to] = ordered(store().text);
      store().setText(deleteRange(doc, blockId, from, to));
    };
    const onPaste = (event: ClipboardEvent) => {
      event.preventDefault();
      const pasted = event.clipboardData?.getData('text/plain') ?? '';
      if (pasted) replace(store().text, pasted.replace(/\r\n?/g, '\n'));
    };

    // Others' typing (and undo) moves the text under the caret; the caret follows its text.
    const shared = textOf(doc, blockId);
    const onShared = (event: Y.YTextEvent, transaction: Y.Transaction) => {
      if (transaction.origin === LOCAL_ORIGIN) return;
      useEditorStore.setState({ text: shiftSelection(store().text, event.delta as TextDelta) });
    };
    shared?.observe(onShared);

    textarea.addEventListener('keydown', onKeyDown);
    textarea.addEventListener('beforeinput', onBeforeInput);
    textarea.addEventListener('compositionstart', onCompositionStart);
    textarea.addEventListener('compositionupdate', onCompositionUpdate);
    textarea.addEventListener('compositionend', onCompositionEnd);
    textarea.addEventListener('copy', onCopy);
    textarea.addEventListener('cut', onCut);
    textarea.addEventListener('paste', onPaste);
    return () => {
      shared?.unobserve(onShared);
      textarea.removeEventListener('keydown', onKeyDown);
      textarea.removeEventListener('beforeinput', onBeforeInput);
      textarea.removeEventListener('compositionstart', onCompositionStart);
      textarea.removeEventListener('compositionupdate', onCompositionUpdate);
      textarea.removeEventListener('compositionend', onCompositionEnd);
      textarea.removeEventListener('copy', onCopy);
      textarea.removeEventListener('cut', onCut);
      textarea.removeEventListener('paste', onPaste);
    };
  }, [session, blockId]);

  // Focus returns here after a click on the canvas moved the caret.
  useEffect(() => {
    if (document.activeElement !== ref.current) ref.current?.focus({ preventScroll: true });
  });

  return <textarea ref={ref} className="editor-text-input" data-testid="text-input" aria-label="Text" autoCapitalize="off" autoComplete="off" spellCheck={false} style={style} />;
}
