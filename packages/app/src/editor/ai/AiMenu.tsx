import type { BlockContent } from '@folio/layout';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Image, MessageSquare, Quote, Sparkles, Wand2, Workflow } from 'lucide-react';
import { useState } from 'react';
import type { EditorSession } from '../collab/editor-session.ts';
import { isApplePlatform, shortcutLabel } from '../commands/shortcuts.ts';
import { useEditorStore } from '../editor-store.ts';
import { useAiT } from './ai-i18n.ts';
import { useAiStore } from './ai-store.ts';
import { BlockAiDialog, isEmpty } from './BlockAiDialog.tsx';
import { DiagramDialog } from './DiagramDialog.tsx';
import { ImageDialog } from './ImageDialog.tsx';
import { QuoteDialog } from './QuoteDialog.tsx';
import { currentContent } from './regenerate.ts';
import './ai.css';

/** The toolbar's AI menu: the chat (⌘/Ctrl+J), inserting an image, quote card or diagram made with AI, and new content for the selected block. */
export function AiMenu({ session }: { session: EditorSession }) {
  const t = useAiT();
  const dialog = useAiStore((state) => state.dialog);
  const { openDialog, toggle } = useAiStore.getState();
  // Read when the menu opens, not on every caret move: the toolbar re-renders as a person types.
  const [block, setBlock] = useState<BlockContent | undefined>();
  const onOpenChange = (opened: boolean) => {
    if (!opened) return;
    const { pageId, selection, editing } = useEditorStore.getState();
    setBlock(pageId && selection.length === 1 && !editing ? currentContent(session, pageId, selection[0]!) : undefined);
  };
  return (
    <>
      <Menu.Root modal={false} onOpenChange={onOpenChange}>
        <Menu.Trigger className="editor-tool" data-testid="ai-menu">
          <Sparkles size={16} aria-hidden /> {t('insertAi')}
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content className="menu" align="start" sideOffset={6} collisionPadding={8} aria-label={t('insertMenu')}>
            <Menu.Item className="menu-item" onSelect={toggle}>
              <MessageSquare size={16} aria-hidden /> {t('chat')}
              <span className="muted">{shortcutLabel({ meta: true, key: 'J' }, isApplePlatform())}</span>
            </Menu.Item>
            <Menu.Separator className="menu-separator" />
            <Menu.Item className="menu-item" onSelect={() => openDialog('image')}>
              <Image size={16} aria-hidden /> {t('image.menu')}
            </Menu.Item>
            <Menu.Item className="menu-item" onSelect={() => openDialog('quote')}>
              <Quote size={16} aria-hidden /> {t('quote.menu')}
            </Menu.Item>
            <Menu.Item className="menu-item" onSelect={() => openDialog('diagram')}>
              <Workflow size={16} aria-hidden /> {t('diagram.menu')}
            </Menu.Item>
            {block && (
              <>
                <Menu.Separator className="menu-separator" />
                <Menu.Item className="menu-item" onSelect={() => openDialog('block')}>
                  <Wand2 size={16} aria-hidden /> {isEmpty(block) ? t('fillBlock') : t('regenerateBlock')}
                </Menu.Item>
              </>
            )}
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      {dialog === 'image' && <ImageDialog session={session} />}
      {dialog === 'quote' && <QuoteDialog session={session} />}
      {dialog === 'diagram' && <DiagramDialog session={session} />}
      {dialog === 'block' && <BlockAiDialog session={session} />}
    </>
  );
}
