import { setProjectMeta } from '@folio/layout';
import { ArrowLeft, Download, History, NotebookPen, Palette, Redo2, Share2, Undo2, ZoomIn, ZoomOut } from 'lucide-react';
import { memo, useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { AppLink } from '../routing/AppLink.tsx';
import type { EditorSession, SessionStatus } from './collab/editor-session.ts';
import { PeerAvatars } from './collab/PeerAvatars.tsx';
import { isApplePlatform, shortcutLabel } from './commands/shortcuts.ts';
import { useEditorStore } from './editor-store.ts';
import { ExportDialog } from './export/ExportDialog.tsx';
import { useHistoryT } from './history/history-i18n.ts';
import { useShareT } from './export/export-share-i18n.ts';
import { useKindT } from './page-words/page-words.ts';
import { PresentButton } from './present/PresentButton.tsx';
import { ShareDialog } from './share/ShareDialog.tsx';

interface TopBarProps {
  projectId: string;
  session: EditorSession;
  status: SessionStatus;
  title: string;
}

/** Title, the §4 statuses, history, zoom and the panels of the editor. Memoised: typing changes none of its props. */
export const TopBar = memo(function TopBar({ projectId, session, status, title }: TopBarProps) {
  const t = useKindT('editor');
  const shareT = useShareT();
  const { t: historyT } = useHistoryT();
  const [dialog, setDialog] = useState<'export' | 'share' | null>(null);
  const apple = isApplePlatform();
  const { zoom, scale, setZoom, setPanel, panel } = useEditorStore(useShallow(({ zoom, scale, setZoom, setPanel, panel }) => ({ zoom, scale, setZoom, setPanel, panel })));
  const [draft, setDraft] = useState(title);
  useEffect(() => setDraft(title), [title]);
  const history = useHistoryCounts(session);
  const commitTitle = () => {
    if (draft.trim() !== title) setProjectMeta(session.doc, { title: draft.trim() });
  };
  const connection = status.connection === 'offline' ? t('offline') : status.connection === 'connecting' && status.edit === 'Loading' ? t('connecting') : null;
  return (
    <header className="editor-topbar">
      <AppLink href="/workspace" className="editor-icon-button" aria-label={t('back')} title={t('back')}>
        <ArrowLeft size={18} aria-hidden className="flip-rtl" />
      </AppLink>
      <input
        className="editor-title-input"
        aria-label={t('titleLabel')}
        placeholder={t('untitled')}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commitTitle}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
        }}
      />
      <span className="editor-status" data-testid="save-status" data-save={status.save} data-edit={status.edit} data-connection={status.connection}>
        {connection ?? `${t(`edit.${status.edit}`)} · ${t(`save.${status.save}`)}`}
      </span>
      <div className="editor-topbar-actions">
        <PeerAvatars />
        <button type="button" className="editor-icon-button" onClick={() => session.history.undo()} disabled={history.past === 0} aria-label={t('undo')} title={`${t('undo')} (${shortcutLabel({ meta: true, key: 'Z' }, apple)})`}>
          <Undo2 size={18} aria-hidden />
        </button>
        <button type="button" className="editor-icon-button" onClick={() => session.history.redo()} disabled={history.future === 0} aria-label={t('redo')} title={`${t('redo')} (${shortcutLabel({ meta: true, shift: true, key: 'Z' }, apple)})`}>
          <Redo2 size={18} aria-hidden />
        </button>
        <span className="editor-divider editor-zoom" />
        <button type="button" className="editor-icon-button editor-zoom" onClick={() => setZoom(scale / 1.25)} aria-label={t('zoomOut')} title={t('zoomOut')}>
          <ZoomOut size={18} aria-hidden />
        </button>
        <button type="button" className="editor-text-button editor-zoom" data-testid="zoom-toggle" onClick={() => setZoom(zoom === 'fit' ? 1 : 'fit')} title={zoom === 'fit' ? t('zoomActual') : t('zoomFit')}>
          {Math.round(scale * 100)}%
        </button>
        <button type="button" className="editor-icon-button editor-zoom" onClick={() => setZoom(scale * 1.25)} aria-label={t('zoomIn')} title={t('zoomIn')}>
          <ZoomIn size={18} aria-hidden />
        </button>
        <span className="editor-divider" />
        <button type="button" className="editor-text-button" aria-pressed={panel === 'theme'} onClick={() => setPanel('theme')}>
          <Palette size={16} aria-hidden /> <span className="editor-button-label">{t('theme')}</span>
        </button>
        <button type="button" className="editor-text-button" aria-pressed={panel === 'notes'} onClick={() => setPanel('notes')}>
          <NotebookPen size={16} aria-hidden /> <span className="editor-button-label">{t('notes')}</span>
        </button>
        <button type="button" className="editor-text-button" aria-pressed={panel === 'history'} onClick={() => setPanel('history')} title={historyT('title')} data-testid="history-button">
          <History size={16} aria-hidden /> <span className="editor-button-label">{historyT('button')}</span>
        </button>
        <span className="editor-divider" />
        <button type="button" className="editor-text-button" onClick={() => setDialog('export')} aria-haspopup="dialog">
          <Download size={16} aria-hidden /> <span className="editor-button-label">{shareT('export.button')}</span>
        </button>
        <button type="button" className="editor-text-button" onClick={() => setDialog('share')} aria-haspopup="dialog">
          <Share2 size={16} aria-hidden /> <span className="editor-button-label">{shareT('share.button')}</span>
        </button>
        <PresentButton />
      </div>
      {dialog === 'export' && <ExportDialog projectId={projectId} onClose={() => setDialog(null)} />}
      {dialog === 'share' && <ShareDialog projectId={projectId} doc={session.doc} title={title} onClose={() => setDialog(null)} />}
    </header>
  );
});

/** Past and future step counts, refreshed whenever the document changes. */
function useHistoryCounts(session: EditorSession): { past: number; future: number } {
  const [counts, setCounts] = useState({ past: session.history.past, future: session.history.future });
  useEffect(() => {
    const refresh = () => setCounts({ past: session.history.past, future: session.history.future });
    session.doc.on('afterTransaction', refresh);
    refresh();
    return () => session.doc.off('afterTransaction', refresh);
  }, [session]);
  return counts;
}
