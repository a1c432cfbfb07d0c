import { movePage, type Page } from '@folio/layout';
import type { DeckFinding, PreparedDocument } from '@folio/renderer';
import { Copy, Plus, Trash2 } from 'lucide-react';
import { memo, useRef, useState } from 'react';
import { RegenerateSlideButton } from '../ai/RegenerateSlideButton.tsx';
import type { EditorSession } from '../collab/editor-session.ts';
import { PeerDots } from '../collab/PeerDots.tsx';
import { addSlide, deleteSlide, duplicateSlide } from '../commands/block-commands.ts';
import { isApplePlatform, shortcutLabel } from '../commands/shortcuts.ts';
import { useEditorStore } from '../editor-store.ts';
import { useKindT } from '../page-words/page-words.ts';
import { SlideChecks } from './SlideChecks.tsx';
import { SlideThumbnail } from './SlideThumbnail.tsx';
import { useDeckChecks } from './useDeckChecks.ts';

type Drop = 'before' | 'after' | undefined;

interface DragHandlers {
  start(pageId: string): void;
  over(index: number, before: boolean): void;
  drop(): void;
  end(): void;
}

/** Thumbnails of every slide: select, add, duplicate, delete, drag to reorder, and what the deck checks found on each. */
export const SlideList = memo(function SlideList({ session, prepared }: { session: EditorSession; prepared: PreparedDocument<ImageBitmap> }) {
  const t = useKindT('editor');
  const pageId = useEditorStore((state) => state.pageId);
  const [dragging, setDragging] = useState<string | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const pages = prepared.doc.pages;
  const isPage = prepared.doc.kind === 'page';
  const findings = useDeckChecks(prepared);
  const state = useRef({ dragging, dropAt, pages });
  state.current = { dragging, dropAt, pages };
  const pageNumber = useRef((id: string) => state.current.pages.findIndex((page) => page.id === id) + 1).current;
  // One object for the list's lifetime, so a slide's item is not re-rendered because of it.
  const handlers = useRef<DragHandlers>({
    start: (id) => setDragging(id),
    over: (index, before) => setDropAt(before ? index : index + 1),
    drop: () => {
      const { dragging: moving, dropAt: at, pages: current } = state.current;
      if (moving !== null && at !== null) {
        const from = current.findIndex((page) => page.id === moving);
        movePage(session.doc, moving, at > from ? at - 1 : at);
      }
      setDragging(null);
      setDropAt(null);
    },
    end: () => {
      setDragging(null);
      setDropAt(null);
    },
  }).current;
  return (
    <nav className="slide-list" aria-label={isPage ? t('sections') : t('slides')}>
      <ol>
        {pages.map((page, index) => (
          <SlideItem
            key={page.id}
            session={session}
            prepared={prepared}
            page={page}
            index={index}
            selected={page.id === pageId}
            drop={dropAt === index ? 'before' : dropAt === index + 1 && index === pages.length - 1 ? 'after' : undefined}
            deletable={pages.length > 1}
            isPage={isPage}
            handlers={handlers}
            findings={findings.get(page.id)}
            pageNumber={pageNumber}
          />
        ))}
      </ol>
      <button type="button" className="btn btn-secondary btn-small slide-add" onClick={() => addSlide(session.doc, pageId, { title: t('newSlideHints.title'), body: t('newSlideHints.body') })} title={shortcutLabel({ meta: true, shift: true, key: 'S' }, isApplePlatform())}>
        <Plus size={16} aria-hidden /> {isPage ? t('addSection') : t('addSlide')}
      </button>
    </nav>
  );
});

interface SlideItemProps {
  session: EditorSession;
  prepared: PreparedDocument<ImageBitmap>;
  page: Page;
  index: number;
  selected: boolean;
  drop: Drop;
  deletable: boolean;
  isPage: boolean;
  handlers: DragHandlers;
  findings: readonly DeckFinding[] | undefined;
  pageNumber: (pageId: string) => number;
}

/**
 * One slide of the list. Re-rendered only when its own page, place, state or what it is drawn
 * with changed: typing on one slide leaves the other ninety-nine alone.
 */
const SlideItem = memo(
  function SlideItem({ session, prepared, page, index, selected, drop, deletable, isPage, handlers, findings, pageNumber }: SlideItemProps) {
    const t = useKindT('editor');
    return (
      <li
        className="slide-item"
        data-testid="slide-item"
        data-selected={selected}
        data-drop={drop}
        draggable
        onDragStart={(event) => {
          event.dataTransfer.effectAllowed = 'move';
          handlers.start(page.id);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          const rect = event.currentTarget.getBoundingClientRect();
          handlers.over(index, event.clientY < rect.top + rect.height / 2);
        }}
        onDrop={(event) => {
          event.preventDefault();
          handlers.drop();
        }}
        onDragEnd={handlers.end}
      >
        <button type="button" className="slide-button" onClick={() => useEditorStore.getState().selectPage(page.id)} aria-label={t('slideLabel', { n: index + 1 })} aria-current={selected}>
          <span className="slide-number">{index + 1}</span>
          <SlideThumbnail prepared={prepared} index={index} />
        </button>
        <PeerDots pageId={page.id} />
        {findings && <SlideChecks pageId={page.id} index={index} findings={findings} pageNumber={pageNumber} />}
        <span className="slide-actions">
          {!isPage && <RegenerateSlideButton session={session} pageId={page.id} />}
          <button type="button" className="editor-icon-button small" onClick={() => duplicateSlide(session.doc, page.id)} aria-label={t('duplicateSlide')} title={t('duplicateSlide')}>
            <Copy size={14} aria-hidden />
          </button>
          <button type="button" className="editor-icon-button small" onClick={() => deleteSlide(session.doc, page.id)} disabled={!deletable} aria-label={t('deleteSlide')} title={t('deleteSlide')}>
            <Trash2 size={14} aria-hidden />
          </button>
        </span>
      </li>
    );
  },
  (before, after) =>
    before.page === after.page &&
    before.index === after.index &&
    before.selected === after.selected &&
    before.drop === after.drop &&
    before.deletable === after.deletable &&
    before.isPage === after.isPage &&
    before.session === after.session &&
    before.findings === after.findings &&
    sameDrawing(before.prepared, after.prepared),
);

/** Whether a page looks the same drawn with either: same theme, loaded faces and images. */
function sameDrawing(a: PreparedDocument<ImageBitmap>, b: PreparedDocument<ImageBitmap>): boolean {
  return a.theme === b.theme && a.images === b.images && a.fonts.generation === b.fonts.generation;
}
