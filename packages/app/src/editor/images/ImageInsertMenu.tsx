import * as Menu from '@radix-ui/react-dropdown-menu';
import { Image, Link, Upload } from 'lucide-react';
import { useRef } from 'react';
import type { EditorSession } from '../collab/editor-session.ts';
import { defaultContent } from '../blocks/default-content.ts';
import { addBlock } from '../commands/block-commands.ts';
import { useEditorStore } from '../editor-store.ts';
import { useEditorT } from '../editor-i18n.ts';
import { IMAGE_ACCEPT } from './image-files.ts';
import { uploadImage } from './upload-image.ts';

/** The toolbar's image button: upload a file (§5 image types) or give an address. */
export function ImageInsertMenu({ session }: { session: EditorSession }) {
  const t = useEditorT();
  const input = useRef<HTMLInputElement>(null);
  const fromUrl = () => {
    const pageId = useEditorStore.getState().pageId;
    if (!pageId) return;
    const answer = window.prompt(t('imageUrl'), '/fixtures/assets/mountains.jpg');
    if (answer === null) return;
    addBlock(session.doc, pageId, defaultContent('image', answer.trim() || undefined));
  };
  const upload = (file: File) => {
    const pageId = useEditorStore.getState().pageId;
    if (pageId) void uploadImage(session.doc, file, { kind: 'insert', pageId });
  };
  return (
    <>
      <Menu.Root modal={false}>
        <Menu.Trigger className="editor-tool" data-testid="insert-image" aria-label={t('kinds.image')} title={t('kinds.image')}>
          <Image size={16} aria-hidden />
          <span aria-hidden>{t('kinds.image')}</span>
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content className="menu" align="start" sideOffset={6} collisionPadding={8} aria-label={t('kinds.image')}>
            <Menu.Item className="menu-item" data-testid="image-upload" onSelect={() => input.current?.click()}>
              <Upload size={16} aria-hidden /> {t('imageUpload')}
            </Menu.Item>
            <Menu.Item className="menu-item" data-testid="image-from-url" onSelect={fromUrl}>
              <Link size={16} aria-hidden /> {t('imageFromUrl')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      <ImageFileInput inputRef={input} onFile={upload} />
    </>
  );
}

/** A hidden file picker offering the §5 image types. */
export function ImageFileInput({ inputRef, onFile }: { inputRef: React.RefObject<HTMLInputElement | null>; onFile(file: File): void }) {
  const t = useEditorT();
  return (
    <input
      ref={inputRef}
      type="file"
      accept={IMAGE_ACCEPT}
      hidden
      data-testid="image-file-input"
      aria-label={t('imageUpload')}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
