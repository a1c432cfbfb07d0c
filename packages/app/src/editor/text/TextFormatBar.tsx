import { ParagraphRole, blockText, locate, type Marks, type ParagraphPatch } from '@folio/layout';
import { AlignCenter, AlignLeft, AlignRight, Bold, Italic, Link, List, ListOrdered, Palette, Strikethrough, Underline } from 'lucide-react';
import type { EditorSession } from '../collab/editor-session.ts';
import { isApplePlatform, shortcutLabel } from '../commands/shortcuts.ts';
import { useEditorStore } from '../editor-store.ts';
import { useEditorT } from '../editor-i18n.ts';
import { applyEdit, liveParagraphs, marksBefore, ordered } from './text-edits.ts';

const ROLES = ParagraphRole.options;

/**
 * Formatting of the text being edited: marks on the selection, and the paragraph style,
 * alignment and list of the paragraphs it touches. Buttons keep the focus in the text
 * (mousedown is prevented) so the caret and IME stay where they were.
 */
export function TextFormatBar({ session, blockId }: { session: EditorSession; blockId: string }) {
  const t = useEditorT();
  const apple = isApplePlatform();
  const { text, pendingMarks } = useEditorStore();
  const paragraphs = liveParagraphs(session.doc, blockId);
  const [from, to] = ordered(text);
  const current = paragraphs[locate(paragraphs, from).paragraph];
  const marks: Marks = { ...(marksBefore(paragraphs, from === to ? from : from + 1) ?? {}), ...(pendingMarks ?? {}) };
  const length = blockText(paragraphs).length;

  const toggle = (mark: 'bold' | 'italic' | 'underline' | 'strike') => {
    if (from === to) {
      useEditorStore.getState().setPendingMarks({ ...marks, [mark]: !marks[mark] });
      return;
    }
    applyEdit(session.doc, blockId, { type: 'format', from, to, marks: { [mark]: marks[mark] ? null : true } });
  };
  const paragraph = (attrs: ParagraphPatch) => applyEdit(session.doc, blockId, { type: 'paragraph', from: Math.min(from, length), to: Math.min(to, length), attrs });
  const keep = (event: React.MouseEvent) => event.preventDefault();
  /** Colour and link apply to a selection; with none there is nothing to colour or link. */
  const setMark = (patch: { color?: string | null; link?: string | null }) => {
    if (from !== to) applyEdit(session.doc, blockId, { type: 'format', from, to, marks: patch });
  };
  const editLink = () => {
    const url = window.prompt(t('linkUrl'), marks.link ?? 'https://');
    if (url === null) return;
    setMark({ link: url.trim() ? url.trim() : null });
  };
  const markButton = (mark: 'bold' | 'italic' | 'underline' | 'strike', Icon: typeof Bold, key: string, shift = false) => (
    <button type="button" className="editor-icon-button" aria-pressed={marks[mark] === true} onMouseDown={keep} onClick={() => toggle(mark)} aria-label={t(mark)} title={`${t(mark)} (${shortcutLabel({ meta: true, shift, key }, apple)})`}>
      <Icon size={16} aria-hidden />
    </button>
  );
  return (
    <span className="editor-toolbar-group" data-testid="text-format-bar">
      <select
        className="editor-select"
        aria-label={t('paragraphStyle')}
        value={current?.role ?? 'normalText'}
        onChange={(event) => paragraph({ role: event.target.value as ParagraphRole })}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </select>
      {markButton('bold', Bold, 'B')}
      {markButton('italic', Italic, 'I')}
      {markButton('underline', Underline, 'U')}
      {markButton('strike', Strikethrough, 'X', true)}
      <button type="button" className="editor-icon-button" aria-pressed={marks.link !== undefined} disabled={from === to} onMouseDown={keep} onClick={editLink} aria-label={t('link')} title={t('link')}>
        <Link size={16} aria-hidden />
      </button>
      <label className="editor-icon-button" title={t('textColor')}>
        <Palette size={16} aria-hidden />
        <input
          type="color"
          className="color-input"
          aria-label={t('textColor')}
          disabled={from === to}
          value={marks.color && /^#[0-9a-f]{6}$/i.test(marks.color) ? marks.color : '#000000'}
          onChange={(event) => setMark({ color: event.target.value })}
        />
      </label>
      <button type="button" className="editor-icon-button" aria-pressed={(current?.align ?? 'start') === 'start'} onMouseDown={keep} onClick={() => paragraph({ align: 'start' })} aria-label={t('textAlign.start')}>
        <AlignLeft size={16} aria-hidden className="flip-rtl" />
      </button>
      <button type="button" className="editor-icon-button" aria-pressed={current?.align === 'center'} onMouseDown={keep} onClick={() => paragraph({ align: 'center' })} aria-label={t('textAlign.center')}>
        <AlignCenter size={16} aria-hidden />
      </button>
      <button type="button" className="editor-icon-button" aria-pressed={current?.align === 'end'} onMouseDown={keep} onClick={() => paragraph({ align: 'end' })} aria-label={t('textAlign.end')}>
        <AlignRight size={16} aria-hidden className="flip-rtl" />
      </button>
      <button type="button" className="editor-icon-button" aria-pressed={current?.list?.kind === 'bullet'} onMouseDown={keep} onClick={() => paragraph({ list: current?.list?.kind === 'bullet' ? null : { kind: 'bullet', level: 0 } })} aria-label={t('bulletList')}>
        <List size={16} aria-hidden />
      </button>
      <button type="button" className="editor-icon-button" aria-pressed={current?.list?.kind === 'ordered'} onMouseDown={keep} onClick={() => paragraph({ list: current?.list?.kind === 'ordered' ? null : { kind: 'ordered', level: 0 } })} aria-label={t('orderedList')}>
        <ListOrdered size={16} aria-hidden />
      </button>
    </span>
  );
}
