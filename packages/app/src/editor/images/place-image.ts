import { contentNodes, findNode, insertBlock, replaceNode, resizeNode, updateContent, type BlockOf, type ContainerNode, type ContentNode, type NodeId } from '@folio/layout';

/** Where a new image went: the tree, the image's block, and the empty block it took the place of. */
export interface ImagePlacement {
  root: ContainerNode;
  blockId: string;
  replaced?: ContentNode;
}

/** Whether a page's content, laid out from this tree, stays inside the page's frame. */
export type Fits = (root: ContainerNode) => boolean;

/**
 * Where an uploaded image goes on a page (issue 19: it was put full width below everything and
 * ran off the slide):
 * 1. in place of an empty block — the selected one, else the page's first empty image, else its
 *    last empty text (a new slide's body, its hint showing);
 * 2. else beside the selected block, on its right;
 * 3. else beside the whole content, in a new column on the right.
 * `fitImage` then sizes it so the page still fits its frame.
 */
export function placeImage(root: ContainerNode, selection: readonly string[], image: BlockOf<'image'>, newId: () => string): ImagePlacement {
  const blocks = contentNodes(root);
  const selected = selection.map((id) => blocks.find((node) => node.id === id)).find((node) => node !== undefined);
  const empty = selected && isEmpty(selected) ? selected : (blocks.find((node) => node.content.kind === 'image' && isEmpty(node)) ?? blocks.findLast((node) => node.content.kind === 'text' && isEmpty(node)));
  if (empty) return { root: updateContent(root, empty.id, image), blockId: empty.id, replaced: empty };
  const node: ContentNode = { id: newId() as NodeId, type: 'content', content: image };
  return { root: insertBlock(root, selected?.id ?? root.id, 'right', node, newId), blockId: node.id };
}

/** No words (hints aside) in a text block; no picture in an image block. */
function isEmpty(node: ContentNode): boolean {
  const { content } = node;
  if (content.kind === 'text') return content.paragraphs.every((paragraph) => paragraph.spans.every((span) => span.text.trim() === ''));
  return content.kind === 'image' && content.src.trim() === '';
}

/** Shares of its row an image beside other content tries, largest first: a narrower picture leaves its neighbours wider and so shorter. */
const SHARES = [1, 0.6, 0.35];

/**
 * The placed image's size when its page would overflow: at its own height if that fits, else as
 * tall as still fits (an image is drawn to any height set on it, letterboxed), narrowing its
 * share of a row when even the least height does not fit. A page that overflows whatever the
 * image does keeps the image at its least.
 */
export function fitImage(placement: ImagePlacement, fits: Fits): ContainerNode {
  const { root, blockId } = placement;
  if (fits(root)) return root;
  const node = findNode(root, blockId);
  const inRow = !placement.replaced && node !== undefined;
  let last = root;
  for (const factor of inRow ? SHARES : [1]) {
    const shared = factor === 1 ? root : resizeNode(root, blockId, { size: (node?.size ?? 1) * factor });
    if (factor !== 1 && fits(shared)) return shared;
    const fitted = tallestFitting(shared, blockId, fits);
    if (fitted) return fitted;
    last = shared;
  }
  return resizeNode(last, blockId, { minHeight: LEAST });
}

const LEAST = 60;
const MOST = 2000;

/** The tree with the image at the greatest whole-pixel height that fits, or null when none does. */
function tallestFitting(root: ContainerNode, blockId: string, fits: Fits): ContainerNode | null {
  const at = (height: number) => resizeNode(root, blockId, { minHeight: height });
  if (!fits(at(LEAST))) return null;
  let low = LEAST;
  let high = MOST;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (fits(at(middle))) low = middle;
    else high = middle;
  }
  return at(low);
}

/** The tree with a replaced block back as it was, for undoing a placement without an undo step. */
export function restoreReplaced(root: ContainerNode, replaced: ContentNode): ContainerNode {
  return replaceNode(root, replaced.id, () => replaced);
}
