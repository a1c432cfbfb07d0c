import { useEffect, useRef, type CSSProperties } from 'react';
import type { EditorSession } from '../collab/editor-session.ts';
import { isApplePlatform } from '../commands/shortcuts.ts';
import { useEditorStore } from '../editor-store.ts';
import { useEditorT } from '../editor-i18n.ts';
import { nextBoundary, previousBoundary } from '../text/graphemes.ts';
import { logicalMove } from '../text/logical-motion.ts';
import { ordered, type TextSelection } from '../text/text-edits.ts';
import { textActionFor, textActionForInput, type TextAction } from '../text/text-keys.ts';
import { cellText, replaceRange, tabFrom, verticalFrom, type CellAddress } from './cell-edits.ts';
import type { CellGeometry } from './cell-geometry.ts';
import { useCellStore, type EditedCell } from './cell-store.ts';
import { addTableRow, liveTable, writeCellText } from './cell-writes.ts';
import { startCell, wholeCell } from './start-cell.ts';

interface TableCellInputProps {
  session: EditorSession;
  cell: EditedCell;
  /** Null for the moment a new row is in the document but not yet drawn. */
  geometry: CellGeometry | null;
  /** Where the caret is on screen, relative to the canvas: the IME's candidate window opens there. */
  style: CSSProperties;
}

/**
 * The hidden textarea that takes typing for a table cell, as TextInput does for a text block:
 * characters from `beforeinput` and composition events, navigation and deletion from keydown
 * (the same key meanings), clipboard from its events. Tab and Shift+Tab go to the next and
 * previous cell in reading order (Tab in the last cell adds a row), Enter to the cell below
 * (it leaves the table from the last row: a cell holds one paragraph), Escape stops typing.
 * Every change is written to the table in the Y.Doc.
 */
export function TableCellInput({ session, cell, geometry, style }: TableCellInputProps) {
  const t = useEditorT();
  const ref = useRef<HTMLTextAreaElement>(null);
  const latest = useRef(geometry);
  latest.current = geometry;
  const goalX = useRef<number | undefined>(undefined);
  const composition = useRef<{ from: number; length: number } | null>(null);
  const { pageId, blockId, row, column } = cell;

  useEffect(() => {
    const textarea = ref.current;
    if (!textarea) return;
    textarea.focus({ preventScroll: true });
    const { doc, history } = session;
    const here: CellAddress = { row, column };
    const store = () => useCellStore.getState();
    const apple = isApplePlatform();
    const live = () => {
      const table = liveTable(doc, pageId, blockId);
      return table ? cellText(table, here) : '';
    };
    // Others' typing and undo change the cell under the caret: keep the caret inside its text.
    const clamped = (selection: TextSelection, length: number): TextSelection => ({ anchor: Math.min(selection.anchor, length), focus: Math.min(selection.focus, length) });

    const replace = (selection: TextSelection, insert: string) => {
      const [from, to] = ordered(clamped(selection, live().length));
      const next = replaceRange(live(), from, to, insert);
      writeCellText(doc, pageId, blockId, here, next.text);
      store().setText({ anchor: next.caret, focus: next.caret });
      return next.caret;
    };

    const go = (target: CellAddress | 'addRow' | null) => {
      if (target === null) return;
      let to = target;
      if (to === 'addRow') {
        const table = liveTable(doc, pageId, blockId);
        if (!table || !addTableRow(doc, pageId, blockId)) return;
        to = { row: table.rows.length, column: 0 };
      }
      const table = liveTable(doc, pageId, blockId);
      startCell(session, { pageId, blockId, ...to }, wholeCell(table ? cellText(table, to) : ''));
    };

    const run = (action: TextAction) => {
      const text = live();
      const selection = clamped(store().text, text.length);
      const [from, to] = ordered(selection);
      switch (action.type) {
        case 'move': {
          if (!action.extend && from !== to && (action.motion === 'left' || action.motion === 'right')) {
            goalX.current = undefined;
            const at = action.motion === 'left' ? from : to;
            return store().setText({ anchor: at, focus: at });
          }
          const drawn = latest.current;
          const vertical = action.motion === 'up' || action.motion === 'down';
          if (vertical && !action.extend && drawn?.text === text) {
            const { carets } = drawn;
            // From the first or last line, Up and Down go on to the cell above or below.
            const line = carets.caret({ paragraph: 0, offset: selection.focus }).line;
            const edge = action.motion === 'up' ? line <= 0 : line >= carets.layout.lines.length - 1;
            const table = liveTable(doc, pageId, blockId);
            const next = edge && table ? verticalFrom(table, here, action.motion === 'up' ? -1 : 1) : null;
            if (next) return go(next);
          }
          let focus: number;
          if (drawn?.text === text) {
            const moved = drawn.carets.move({ paragraph: 0, offset: selection.focus }, action.motion, goalX.current);
            goalX.current = vertical ? moved.goalX : undefined;
            focus = moved.position.offset;
          } else {
            goalX.current = undefined;
            focus = logicalMove(text, selection.focus, action.motion);
          }
          return store().setText({ anchor: action.extend ? selection.anchor : focus, focus });
        }
        case 'delete': {
          if (from !== to) return void replace(selection, '');
          const other =
            action.unit === 'line'
              ? action.direction === 'backward'
                ? 0
                : text.length
              : action.direction === 'backward'
                ? previousBoundary(text, from, action.unit)
                : nextBoundary(text, from, action.unit);
          return void replace({ anchor: from, focus: other }, '');
        }
        case 'newline': {
          const table = liveTable(doc, pageId, blockId);
          const below = table ? verticalFrom(table, here, 1) : null;
          return below ? go(below) : store().stop();
        }
        case 'selectAll':
          return store().setText(wholeCell(text));
        case 'undo':
          history.undo();
          return store().setText(clamped(store().text, live().length));
        case 'redo':
          history.redo();
          return store().setText(clamped(store().text, live().length));
        case 'exit':
          return store().stop();
        case 'format':
          // A cell is plain text: there is nothing to make bold.
          return;
      }
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing || composition.current) return;
      if (event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey) {
        event.preventDefault();
        event.stopPropagation();
        const table = liveTable(doc, pageId, blockId);
        if (table) go(tabFrom(table, here, event.shiftKey ? -1 : 1));
        return;
      }
      const action = textActionFor(event, apple);
      if (!action) return;
      event.preventDefault();
      event.stopPropagation();
      run(action);
    };

    const onBeforeInput = (event: InputEvent) => {
      if (event.isComposing || event.inputType === 'insertCompositionText' || composition.current) return;
      event.preventDefault();
      const data = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
      if (event.inputType === 'insertText' || event.inputType === 'insertReplacementText') replace(store().text, oneLine(data));
      else {
        const action = textActionForInput(event.inputType);
        if (action) run(action);
      }
    };

    // Text being composed is written into the cell as it changes, so the renderer draws it in place.
    const onCompositionStart = () => {
      composition.current = { from: replace(store().text, ''), length: 0 };
    };
    const compose = (data: string) => {
      const current = composition.current;
      if (!current) return;
      const caret = replace({ anchor: current.from, focus: current.from + current.length }, oneLine(data));
      composition.current = { from: current.from, length: caret - current.from };
    };
    const onCompositionUpdate = (event: CompositionEvent) => compose(event.data);
    const onCompositionEnd = (event: CompositionEvent) => {
      compose(event.data);
      composition.current = null;
      textarea.value = '';
    };

    const selectedText = () => {
      const [from, to] = ordered(store().text);
      return live().slice(from, to);
    };
    const onCopy = (event: ClipboardEvent) => {
      event.preventDefault();
      event.clipboardData?.setData('text/plain', selectedText());
    };
    const onCut = (event: ClipboardEvent) => {
      onCopy(event);
      replace(store().text, '');
    };
    const onPaste = (event: ClipboardEvent) => {
      event.preventDefault();
      const pasted = event.clipboardData?.getData('text/plain') ?? '';
      if (pasted) replace(store().text, oneLine(pasted));
    };

    // Typing stops when the table is no longer the one selected block (a click elsewhere, another slide, present mode).
    const unsubscribe = useEditorStore.subscribe((editor) => {
      if (editor.pageId !== pageId || editor.presenting || editor.editing || editor.selection.length !== 1 || editor.selection[0] !== blockId) store().stop();
    });

    const onBlur = (event: FocusEvent) => {
      if (event.relatedTarget) store().stop();
    };

    textarea.addEventListener('blur', onBlur);
    textarea.addEventListener('keydown', onKeyDown);
    textarea.addEventListener('beforeinput', onBeforeInput);
    textarea.addEventListener('compositionstart', onCompositionStart);
    textarea.addEventListener('compositionupdate', onCompositionUpdate);
    textarea.addEventListener('compositionend', onCompositionEnd);
    textarea.addEventListener('copy', onCopy);
    textarea.addEventListener('cut', onCut);
    textarea.addEventListener('paste', onPaste);
    return () => {
      unsubscribe();
      textarea.removeEventListener('blur', onBlur);
      textarea.removeEventListener('keydown', onKeyDown);
      textarea.removeEventListener('beforeinput', onBeforeInput);
      textarea.removeEventListener('compositionstart', onCompositionStart);
      textarea.removeEventListener('compositionupdate', onCompositionUpdate);
      textarea.removeEventListener('compositionend', onCompositionEnd);
      textarea.removeEventListener('copy', onCopy);
      textarea.removeEventListener('cut', onCut);
      textarea.removeEventListener('paste', onPaste);
    };
  }, [session, pageId, blockId, row, column]);

  // Focus comes back when nothing else took it (a click on the canvas moved the caret); a field
  // of the side panel that took it keeps it, and typing in the cell ends.
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) ref.current?.focus({ preventScroll: true });
  });

  return (
    <textarea
      ref={ref}
      className="editor-text-input"
      data-testid="cell-input"
      data-row={row}
      data-column={column}
      aria-label={t('cell', { row: row + 1, column: column + 1 })}
      autoCapitalize="off"
      autoComplete="off"
      spellCheck={false}
      style={style}
    />
  );
}

/** A cell holds one paragraph: line breaks typed or pasted into it become spaces. */
function oneLine(text: string): string {
  return text.replace(/\r\n?|\n/g, ' ');
}
