import { BLOCK_KINDS, type BlockKind } from '@folio/layout';
import {
  AlignVerticalJustifyCenter,
  AlignVerticalJustifyEnd,
  AlignVerticalJustifyStart,
  BarChart3,
  Copy,
  Image,
  Link,
  Minus,
  Quote,
  Shapes,
  Table,
  Trash2,
  Type,
  Video,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import { AiMenu } from './ai/AiMenu.tsx';
import { memo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { EditorSession } from './collab/editor-session.ts';
import { defaultContent } from './blocks/default-content.ts';
import { addBlock, alignSelection, deleteSelection, duplicateSelection } from './commands/block-commands.ts';
import { isApplePlatform, shortcutLabel } from './commands/shortcuts.ts';
import { useEditorStore } from './editor-store.ts';
import { useEditorT } from './editor-i18n.ts';
import { ImageInsertMenu } from './images/ImageInsertMenu.tsx';
import { TextFormatBar } from './text/TextFormatBar.tsx';

const ICONS: Record<BlockKind, LucideIcon> = {
  text: Type,
  image: Image,
  table: Table,
  chart: BarChart3,
  quote: Quote,
  shape: Shapes,
  divider: Minus,
  video: Video,
  button: Link,
  diagram: Workflow,
};

/** Kinds that point somewhere: the person gives the address when inserting (images: see ImageInsertMenu). */
const URL_PROMPTS: Partial<Record<BlockKind, 'videoUrl'>> = { video: 'videoUrl' };

/** Inserting every block kind, then the tools of what is selected: text formatting, or block arrangement. */
export const InsertToolbar = memo(function InsertToolbar({ session }: { session: EditorSession }) {
  const t = useEditorT();
  const apple = isApplePlatform();
  const { pageId, selection, editing } = useEditorStore(useShallow(({ pageId, selection, editing }) => ({ pageId, selection, editing })));
  const insert = (kind: BlockKind) => {
    if (!pageId) return;
    const prompt = URL_PROMPTS[kind];
    let url: string | undefined;
    if (prompt) {
      const answer = window.prompt(t(prompt), 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
      if (answer === null) return;
      url = answer.trim() || undefined;
    }
    addBlock(session.doc, pageId, defaultContent(kind, url));
    // The new block is selected; keys go to it (Enter to type, Delete…), not to this button.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  };
  const selected = selection.length > 0 && pageId !== null;
  return (
    <div className="editor-toolbar" role="toolbar" aria-label={t('insert')}>
      {BLOCK_KINDS.map((kind) => {
        if (kind === 'image') return <ImageInsertMenu key={kind} session={session} />;
        const Icon = ICONS[kind];
        return (
          <button key={kind} type="button" className="editor-tool" onClick={() => insert(kind)} data-testid={`insert-${kind}`} aria-label={t(`kinds.${kind}`)} title={t(`kinds.${kind}`)}>
            <Icon size={16} aria-hidden />
            <span aria-hidden>{t(`kinds.${kind}`)}</span>
          </button>
        );
      })}
      <AiMenu session={session} />
      {editing && <TextFormatBar session={session} blockId={editing} />}
      {selected && !editing && (
        <span className="editor-toolbar-group">
          <button type="button" className="editor-icon-button" onClick={() => duplicateSelection(session.doc, pageId)} aria-label={t('duplicate')} title={`${t('duplicate')} (${shortcutLabel({ meta: true, key: 'D' }, apple)})`}>
            <Copy size={16} aria-hidden />
          </button>
          <button type="button" className="editor-icon-button" onClick={() => deleteSelection(session.doc, pageId)} aria-label={t('delete')} title={`${t('delete')} (Delete)`}>
            <Trash2 size={16} aria-hidden />
          </button>
          <button type="button" className="editor-icon-button" onClick={() => alignSelection(session.doc, pageId, 'top')} aria-label={t('alignTop')} title={`${t('alignTop')} (${shortcutLabel({ alt: true, shift: true, key: '1' }, apple)})`}>
            <AlignVerticalJustifyStart size={16} aria-hidden />
          </button>
          <button type="button" className="editor-icon-button" onClick={() => alignSelection(session.doc, pageId, 'middle')} aria-label={t('alignMiddle')} title={`${t('alignMiddle')} (${shortcutLabel({ alt: true, shift: true, key: '2' }, apple)})`}>
            <AlignVerticalJustifyCenter size={16} aria-hidden />
          </button>
          <button type="button" className="editor-icon-button" onClick={() => alignSelection(session.doc, pageId, 'bottom')} aria-label={t('alignBottom')} title={`${t('alignBottom')} (${shortcutLabel({ alt: true, shift: true, key: '3' }, apple)})`}>
            <AlignVerticalJustifyEnd size={16} aria-hidden />
          </button>
        </span>
      )}
    </div>
  );
});
