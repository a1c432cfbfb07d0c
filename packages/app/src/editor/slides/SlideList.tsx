import { movePage } from '@folio/layout';
import type { PreparedDocument } from '@folio/renderer';
import { Copy, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { RegenerateSlideButton } from '../ai/RegenerateSlideButton.tsx';
import type { EditorSession } from '../collab/editor-session.ts';
import { addSlide, deleteSlide, duplicateSlide } from '../commands/block-commands.ts';
import { isApplePlatform, shortcutLabel } from '../commands/shortcuts.ts';
import { useEditorStore } from '../editor-store.ts';
import { useEditorT } from '../i18n/editor-i18n.ts';
import { SlideThumbnail } from './SlideThumbnail.tsx';

/** Thumbnails of every slide: select, add, duplicate, delete, and drag to reorder. */
export function SlideList({ session, prepared }: { session: EditorSession; prepared: PreparedDocument<ImageBitmap> }) {
  const t = useEditorT();
  const { pageId, selectPage } = useEditorStore();
  const [dragging, setDragging] = useState<string | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const pages = prepared.doc.pages;
  const isPage = prepared.doc.kind === 'page';
  const drop = () => {
    if (dragging !== null && dropAt !== null) {
      const from = pages.findIndex((page) => page.id === dragging);
      movePage(session.doc, dragging, dropAt > from ? dropAt - 1 : dropAt);
    }
    setDragging(null);
    setDropAt(null);
  };
  return (
    <nav className="slide-list" aria-label={isPage ? t('sections') : t('slides')}>
      <ol>
        {pages.map((page, index) => (
          <li
            key={page.id}
            className="slide-item"
            data-testid="slide-item"
            data-selected={page.id === pageId}
            data-drop={dropAt === index ? 'before' : dropAt === index + 1 && index === pages.length - 1 ? 'after' : undefined}
            draggable
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              setDragging(page.id);
            }}
            onDragOver={(event) => {
              event.preventDefault();
              const rect = event.currentTarget.getBoundingClientRect();
              setDropAt(event.clientY < rect.top + rect.height / 2 ? index : index + 1);
            }}
            onDrop={(event) => {
              event.preventDefault();
              drop();
            }}
            onDragEnd={() => {
              setDragging(null);
              setDropAt(null);
            }}
          >
            <button type="button" className="slide-button" onClick={() => selectPage(page.id)} aria-label={t('slideLabel', { n: index + 1 })} aria-current={page.id === pageId}>
              <span className="slide-number">{index + 1}</span>
              <SlideThumbnail prepared={prepared} index={index} overflowLabel={isPage ? null : t('overflow')} />
            </button>
            <span className="slide-actions">
              {!isPage && <RegenerateSlideButton session={session} pageId={page.id} />}
              <button type="button" className="editor-icon-button small" onClick={() => duplicateSlide(session.doc, page.id)} aria-label={t('duplicateSlide')} title={t('duplicateSlide')}>
                <Copy size={14} aria-hidden />
              </button>
              <button type="button" className="editor-icon-button small" onClick={() => deleteSlide(session.doc, page.id)} disabled={pages.length <= 1} aria-label={t('deleteSlide')} title={t('deleteSlide')}>
                <Trash2 size={14} aria-hidden />
              </button>
            </span>
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-secondary btn-small slide-add" onClick={() => addSlide(session.doc, pageId)} title={shortcutLabel({ meta: true, shift: true, key: 'S' }, isApplePlatform())}>
        <Plus size={16} aria-hidden /> {isPage ? t('addSection') : t('addSlide')}
      </button>
    </nav>
  );
}
