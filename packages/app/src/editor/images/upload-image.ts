import { findNode, readProject, updateContent, deleteNode, type BlockOf } from '@folio/layout';
import type * as Y from 'yjs';
import { ApiError } from '../../api/api-error.ts';
import { UploadError, uploadStoredFile } from '../../dialogs/upload-file.ts';
import { messageOf } from '../../errors/show-api-error.ts';
import { i18next } from '../../i18n/i18n.ts';
import { toast } from '../../stores/toast-store.ts';
import { addBlock } from '../commands/block-commands.ts';
import { editPage } from '../commands/page-edits.ts';
import { loadImage } from '../document/image-cache.ts';
import { useEditorStore } from '../editor-store.ts';
import { isImageFile, uploadedImageSrc } from './image-files.ts';

/** Where an uploaded image goes: a new image block on the page, or in place of a block's image. */
export type ImageTarget = { kind: 'insert'; pageId: string } | { kind: 'replace'; blockId: string };

/**
 * What a new image block shows while its file uploads: a transparent 16:9 picture, so the slide
 * makes room for the image without showing a broken one, and the progress is drawn over it.
 */
export const UPLOADING_SRC =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAJCAYAAAA7KqwyAAAAD0lEQVR42mNgGAWjgAoAAAJJAAFgJMPaAAAAAElFTkSuQmCC';

/**
 * Uploads an image file (§7 upload with the §9 weighted progress, shown on the block) and
 * points the block at `/files/<key>` once the image is decoded, so it appears whole. A file of
 * another type, or a failed upload, is a §8 toast; a block inserted for a failed upload goes.
 */
export async function uploadImage(ydoc: Y.Doc, file: File, target: ImageTarget): Promise<void> {
  if (!isImageFile(file)) {
    toast(i18next.t('code.6000'), 'error');
    return;
  }
  let blockId: string;
  if (target.kind === 'insert') {
    addBlock(ydoc, target.pageId, { kind: 'image', src: UPLOADING_SRC, fit: 'contain' });
    blockId = useEditorStore.getState().selection[0]!;
  } else {
    blockId = target.blockId;
  }
  const progress = (percent: number | null) => useEditorStore.getState().setUpload(blockId, percent === null ? null : Math.round(percent));
  progress(0);
  try {
    const { key } = await uploadStoredFile(file, 'normal', progress);
    const src = uploadedImageSrc(key);
    // Decoded first: the next drawing of the block has the whole image. One that cannot be
    // decoded here is still the file stored, and is drawn as a placeholder like any broken image.
    await loadImage(src).catch(() => undefined);
    setImageSrc(ydoc, blockId, src);
  } catch (error) {
    toast(uploadMessage(error), 'error');
    if (target.kind === 'insert') removeUploading(ydoc, blockId);
  } finally {
    progress(null);
  }
}

function pageOf(ydoc: Y.Doc, blockId: string): string | undefined {
  return readProject(ydoc).pages.find((page) => findNode(page.layout, blockId))?.id;
}

function setImageSrc(ydoc: Y.Doc, blockId: string, src: string): void {
  const pageId = pageOf(ydoc, blockId);
  if (!pageId) return;
  editPage(ydoc, pageId, (root) => {
    const node = findNode(root, blockId);
    if (node?.type !== 'content' || node.content.kind !== 'image') return root;
    const image: BlockOf<'image'> = { ...node.content, src };
    return updateContent(root, blockId, image);
  });
}

function removeUploading(ydoc: Y.Doc, blockId: string): void {
  const pageId = pageOf(ydoc, blockId);
  if (!pageId) return;
  editPage(ydoc, pageId, (root) => {
    const node = findNode(root, blockId);
    return node?.type === 'content' && node.content.kind === 'image' && node.content.src === UPLOADING_SRC ? deleteNode(root, blockId) : root;
  });
}

function uploadMessage(error: unknown): string {
  const fallback = i18next.t(error instanceof UploadError ? error.messageKey : 'toast.uploadFailed');
  const cause = error instanceof UploadError ? error.cause : error;
  return cause instanceof ApiError ? messageOf(cause, fallback) : fallback;
}
