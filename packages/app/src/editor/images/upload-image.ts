import { type BlockOf, type ContainerNode, type ContentNode, deleteNode, findNode, newNodeId, readProject, setPageLayout, updateContent } from '@folio/layout';
import { prepareDocument } from '@folio/renderer';
import type * as Y from 'yjs';
import { ApiError } from '../../api/api-error.ts';
import { UploadError, uploadStoredFile } from '../../dialogs/upload-file.ts';
import { messageOf } from '../../errors/show-api-error.ts';
import { i18next } from '../../i18n/i18n.ts';
import { toast } from '../../stores/toast-store.ts';
import { browserRenderer } from '../../render/browser-renderer.ts';
import { editPage } from '../commands/page-edits.ts';
import { loadImage } from '../document/image-cache.ts';
import { useEditorStore } from '../editor-store.ts';
import { isImageFile, uploadedImageSrc } from './image-files.ts';
import { fitImage, placeImage, restoreReplaced, type Fits, type ImagePlacement } from './place-image.ts';

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
  let replaced: ContentNode | undefined;
  if (target.kind === 'insert') {
    const placed = await placeUploading(ydoc, target.pageId);
    // A page with no room for another block has said so; there is nothing to upload into.
    if (!placed) return;
    ({ blockId, replaced } = placed);
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
    if (target.kind === 'insert') await insertFinished(ydoc, blockId, src, replaced);
    else setImageSrc(ydoc, blockId, src);
  } catch (error) {
    toast(uploadMessage(error), 'error');
    if (target.kind === 'insert') removeUploading(ydoc, blockId, replaced);
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

/**
 * Puts the stand-in where the image will go (`placeImage`), sized so the slide still fits its
 * frame, without an undo step, and selects it. Null when the page had no room for a block.
 */
async function placeUploading(ydoc: Y.Doc, pageId: string): Promise<{ blockId: string; replaced: ContentNode | undefined } | null> {
  const standIn: BlockOf<'image'> = { kind: 'image', src: UPLOADING_SRC, fit: 'contain' };
  const { selection, select } = useEditorStore.getState();
  const fits = await fitsOnPage(ydoc, pageId, UPLOADING_SRC);
  const made: { placement?: ImagePlacement } = {};
  // Placed on the page as it is now, not as it was before the fonts were ready.
  const changed = ydoc.transact(
    () =>
      editPage(ydoc, pageId, (root) => {
        made.placement = placeImage(root, selection, standIn, newNodeId);
        return fitImage(made.placement, fits);
      }),
    UPLOADING_ORIGIN,
  );
  if (!changed || !made.placement) return null;
  select([made.placement.blockId]);
  return { blockId: made.placement.blockId, replaced: made.placement.replaced };
}

/**
 * Whether a page's content fits its frame, laid out as the editor lays it out, with `src`
 * among its pictures. A page section grows with its content, so anything fits there. Sizing
 * is a courtesy: a page that cannot be prepared (a font that failed to load) keeps the image
 * as placed rather than losing an upload that worked.
 */
function fitsOnPage(ydoc: Y.Doc, pageId: string, src: string): Promise<Fits> {
  return pageFits(ydoc, pageId, src).catch(() => () => true);
}

async function pageFits(ydoc: Y.Doc, pageId: string, src: string): Promise<Fits> {
  const doc = readProject(ydoc);
  const page = doc.pages.find((candidate) => candidate.id === pageId);
  const { fonts } = await browserRenderer();
  const probe: ContentNode = { id: newNodeId() as ContentNode['id'], type: 'content', content: { kind: 'image', src, fit: 'contain' } };
  const pages = page ? [{ ...page, layout: { ...page.layout, children: [...page.layout.children, probe] } }] : [];
  const prepared = await prepareDocument({ ...doc, pages }, { fonts, loadImage });
  const { frame } = prepared;
  return (root) => frame.height === undefined || prepared.layoutDraft(root).contentHeight <= frame.height;
}

/**
 * The stand-in leaves without an undo step (the empty block it replaced comes back), and the
 * finished block takes its place as one, sized again for the picture's own proportions.
 */
async function insertFinished(ydoc: Y.Doc, blockId: string, src: string, replaced: ContentNode | undefined): Promise<void> {
  const before = uploadingBlock(ydoc, blockId);
  if (!before) return;
  const fits = await fitsOnPage(ydoc, before.pageId, src);
  const placed = uploadingBlock(ydoc, blockId);
  if (!placed) return;
  const { pageId, root, image } = placed;
  ydoc.transact(() => setPageLayout(ydoc, pageId, withoutStandIn(root, blockId, replaced)), UPLOADING_ORIGIN);
  const finished = updateContent(root, blockId, { ...image, src });
  setPageLayout(ydoc, pageId, fitImage({ root: finished, blockId, ...(replaced ? { replaced } : {}) }, fits));
}

function removeUploading(ydoc: Y.Doc, blockId: string, replaced: ContentNode | undefined): void {
  const placed = uploadingBlock(ydoc, blockId);
  if (placed) ydoc.transact(() => setPageLayout(ydoc, placed.pageId, withoutStandIn(placed.root, blockId, replaced)), UPLOADING_ORIGIN);
}

function withoutStandIn(root: ContainerNode, blockId: string, replaced: ContentNode | undefined): ContainerNode {
  return replaced ? restoreReplaced(root, replaced) : deleteNode(root, blockId);
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
