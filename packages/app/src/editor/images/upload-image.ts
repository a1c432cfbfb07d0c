import { deleteNode, findNode, readProject, setPageLayout, updateContent, type BlockOf, type ContainerNode } from '@folio/layout';
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
 * The origin of the edits that only keep a new block's place while its file uploads: they are
 * no undo steps. The finished image is inserted as one step, so undo takes it away whole and
 * redo brings it back whole, never the empty stand-in.
 */
const UPLOADING_ORIGIN = Symbol('folio-image-uploading');

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
    // A page with no room for another block has said so; there is nothing to upload into.
    if (!ydoc.transact(() => addBlock(ydoc, target.pageId, { kind: 'image', src: UPLOADING_SRC, fit: 'contain' }), UPLOADING_ORIGIN)) return;
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
    if (target.kind === 'insert') insertFinished(ydoc, blockId, src);
    else setImageSrc(ydoc, blockId, src);
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

/** The stand-in leaves without an undo step, and the finished block takes its place as one. */
function insertFinished(ydoc: Y.Doc, blockId: string, src: string): void {
  const placed = uploadingBlock(ydoc, blockId);
  if (!placed) return;
  const { pageId, root, image } = placed;
  ydoc.transact(() => setPageLayout(ydoc, pageId, deleteNode(root, blockId)), UPLOADING_ORIGIN);
  setPageLayout(ydoc, pageId, updateContent(root, blockId, { ...image, src }));
}

function removeUploading(ydoc: Y.Doc, blockId: string): void {
  const placed = uploadingBlock(ydoc, blockId);
  if (placed) ydoc.transact(() => setPageLayout(ydoc, placed.pageId, deleteNode(placed.root, blockId)), UPLOADING_ORIGIN);
}

/** A block still holding the stand-in, where it is now (someone may have moved it meanwhile). */
function uploadingBlock(ydoc: Y.Doc, blockId: string): { pageId: string; root: ContainerNode; image: BlockOf<'image'> } | undefined {
  for (const page of readProject(ydoc).pages) {
    const node = findNode(page.layout, blockId);
    if (node?.type === 'content' && node.content.kind === 'image' && node.content.src === UPLOADING_SRC) return { pageId: page.id, root: page.layout, image: node.content };
  }
  return undefined;
}

function uploadMessage(error: unknown): string {
  const fallback = i18next.t(error instanceof UploadError ? error.messageKey : 'toast.uploadFailed');
  const cause = error instanceof UploadError ? error.cause : error;
  return cause instanceof ApiError ? messageOf(cause, fallback) : fallback;
}
