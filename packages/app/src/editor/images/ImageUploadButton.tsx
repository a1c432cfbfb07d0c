import { Upload } from 'lucide-react';
import { useRef } from 'react';
import type { EditorSession } from '../collab/editor-session.ts';
import { useEditorStore } from '../editor-store.ts';
import { useEditorT } from '../editor-i18n.ts';
import { ImageFileInput } from './ImageInsertMenu.tsx';
import { uploadImage } from './upload-image.ts';

/** In the image block's fields: replace its image with an uploaded file (its address field is "From URL"). */
export function ImageUploadButton({ session, blockId }: { session: EditorSession; blockId: string }) {
  const t = useEditorT();
  const input = useRef<HTMLInputElement>(null);
  const uploading = useEditorStore((state) => state.uploads[blockId] !== undefined);
  return (
    <>
      <button type="button" className="btn btn-secondary btn-small" data-testid="image-replace-upload" disabled={uploading} onClick={() => input.current?.click()}>
        <Upload size={14} aria-hidden /> {t('imageReplace')}
      </button>
      <ImageFileInput inputRef={input} onFile={(file) => void uploadImage(session.doc, file, { kind: 'replace', blockId })} />
    </>
  );
}
