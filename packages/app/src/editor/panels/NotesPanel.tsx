import { setScript, type ProjectDocument } from '@folio/layout';
import { useEffect, useState } from 'react';
import { NotesAiActions } from '../ai/NotesAiActions.tsx';
import type { EditorSession } from '../collab/editor-session.ts';
import { useKindT } from '../page-words/page-words.ts';

/**
 * Speaker notes of the current slide (§3 scriptMap: a list of scripts per slide; the editor
 * keeps one). The field holds its own text while focused, so the document's one-frame delay
 * never moves the cursor.
 */
export function NotesPanel({ session, doc, pageId }: { session: EditorSession; doc: ProjectDocument; pageId: string }) {
  const t = useKindT('editor');
  const script = doc.scriptMap[pageId]?.[0];
  const stored = script?.text ?? '';
  const [draft, setDraft] = useState(stored);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!focused) setDraft(stored);
  }, [stored, focused, pageId]);
  return (
    <aside className="editor-panel" aria-label={t('notes')}>
      <h2>{t('notes')}</h2>
      <NotesAiActions session={session} pageId={pageId} notes={stored} />
      <textarea
        className="notes-input"
        data-testid="notes-input"
        placeholder={t('notesPlaceholder')}
        value={draft}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onChange={(event) => {
          setDraft(event.target.value);
          setScript(session.doc, pageId, [{ id: script?.id ?? `script-${pageId}`, text: event.target.value }]);
        }}
      />
    </aside>
  );
}
