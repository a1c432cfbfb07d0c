import { contentNodes } from '@folio/layout';
import { useDeferredValue, useEffect } from 'react';
import type * as Y from 'yjs';
import { useShallow } from 'zustand/react/shallow';
import { useSessionStore } from '../stores/session-store.ts';
import { AiChatPanel } from './ai/AiChatPanel.tsx';
import { useAiStore } from './ai/ai-store.ts';
import { useAiShortcuts } from './ai/useAiShortcuts.ts';
import { CanvasViewport } from './canvas/CanvasViewport.tsx';
import { useEditorSession } from './collab/useEditorSession.ts';
import { useProjectMissing } from './collab/useProjectMissing.ts';
import { usePresence } from './collab/usePresence.ts';
import { ProjectMissing } from './ProjectMissing.tsx';
import { useBlockClipboard } from './commands/useBlockClipboard.ts';
import { useEditorShortcuts } from './commands/useEditorShortcuts.ts';
import { useProjectDocument } from './document/useProjectDocument.ts';
import { usePreparedDocument } from './document/usePreparedDocument.ts';
import { resetEditorStore, useEditorStore } from './editor-store.ts';
import { useEditorT } from './editor-i18n.ts';
import { HistoryPanel } from './history/HistoryPanel.tsx';
import { InsertToolbar } from './InsertToolbar.tsx';
import { BlockPanel } from './panels/BlockPanel.tsx';
import { NotesPanel } from './panels/NotesPanel.tsx';
import { ThemePanel } from './panels/ThemePanel.tsx';
import { ProjectKindContext } from './page-words/page-words.ts';
import { PresentMode } from './present/PresentMode.tsx';
import { SlideList } from './slides/SlideList.tsx';
import { TopBar } from './TopBar.tsx';
import './editor.css';

/** The editor of one project: top bar, slide list, insert toolbar, canvas and side panel. */
export function ProjectEditor({ projectId }: { projectId: string }) {
  const t = useEditorT();
  const { session, status } = useEditorSession(projectId);
  const missing = useProjectMissing(projectId, status);
  // The §4 statuses change with every keystroke (Saving, then Saved): shown a moment later, in a
  // render of their own, so the top bar is not redrawn before the keystroke is.
  const shownStatus = useDeferredValue(status);
  const doc = useProjectDocument(session?.doc ?? null);
  const prepared = usePreparedDocument(doc);
  const { pageId, panel, presenting, selectPage, selection } = useEditorStore(useShallow(({ pageId, panel, presenting, selectPage, selection }) => ({ pageId, panel, presenting, selectPage, selection })));
  useEditorShortcuts(session);
  useBlockClipboard(session);
  useAiShortcuts(projectId);
  usePresence(session);
  const aiOpen = useAiStore((state) => state.open);
  const aiDocked = useSessionStore((state) => state.user?.onboarding.new_ai_chat === true);
  useEffect(() => resetEditorStore, [projectId]);

  const pages = prepared?.doc.pages ?? [];
  const pageIndex = Math.max(0, pages.findIndex((page) => page.id === pageId));
  useEffect(() => {
    // The first slide is current at first, and again when the current one is deleted by anyone.
    // A slide just added is in the Y.Doc a frame before it is drawn: that one stays current.
    const first = pages[0];
    if (!first || !session || pages.some((page) => page.id === pageId)) return;
    const live = session.doc.getArray<Y.Map<unknown>>('pages').toArray();
    if (!live.some((map) => map.get('id') === pageId)) selectPage(first.id);
  }, [pages, pageId, selectPage, session]);

  if (missing) return <ProjectMissing />;
  if (!session || !status || !prepared || !doc) {
    return (
      <div className="editor-loading" data-testid="editor-loading">
        {t('loading')}
      </div>
    );
  }
  const currentPageId = pages[pageIndex]?.id;
  // A single selected block other than text shows its fields (text is edited in place).
  const selectedBlock = selection.length === 1 && pages[pageIndex] ? contentNodes(pages[pageIndex].layout).find((node) => node.id === selection[0] && node.content.kind !== 'text') : undefined;
  return (
    <ProjectKindContext.Provider value={doc.kind}>
      <div className="editor" id="main" data-testid="editor" data-kind={doc.kind}>
        <TopBar projectId={projectId} session={session} status={shownStatus ?? status} title={doc.title} />
        <div className="editor-body">
          <SlideList session={session} prepared={prepared} />
          <main className="editor-main">
            <InsertToolbar session={session} />
            <CanvasViewport session={session} prepared={prepared} pageIndex={pageIndex} />
          </main>
          {panel === 'theme' && <ThemePanel session={session} themeId={doc.themeId} theme={doc.theme} />}
          {panel === 'notes' && currentPageId && <NotesPanel session={session} doc={doc} pageId={currentPageId} />}
          {panel === 'history' && <HistoryPanel session={session} projectId={projectId} />}
          {panel === null && currentPageId && selectedBlock && <BlockPanel session={session} pageId={currentPageId} node={selectedBlock} accent={prepared.theme.seedColor} />}
          {aiOpen && <AiChatPanel session={session} projectId={projectId} docked={aiDocked} />}
        </div>
        {presenting && <PresentMode prepared={prepared} scripts={doc.scriptMap} startIndex={pageIndex} />}
      </div>
    </ProjectKindContext.Provider>
  );
}
