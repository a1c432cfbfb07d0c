import type { Page } from '../schema/document.ts';
import type { Frame, LayoutResult, Measure } from './layout-types.ts';
import { placeHorizontally } from './place-horizontally.ts';
import { readBoxes } from './read-boxes.ts';
import { buildYogaTree, createYogaNode } from './yoga-tree.ts';

/**
 * Lays a page out in a frame: every node's box in absolute page pixels.
 *
 * - The root fills the frame width. Padding is `config.padding`, by default 24 for the root (the
 *   page padding) and 0 for nested rows and columns; the gap is `config.gap`, by default 24.
 * - Rows put children side by side; they share the width left after gaps by `size` (default 1)
 *   and are all stretched to the row's height.
 * - Columns stack children top to bottom. Each is at least its content height (`measure`) and
 *   its `minHeight` (default 60 for content blocks; 'max-content' means exactly the content
 *   height, and such a child does not grow). Children with a `size` share the column's spare
 *   height in proportion; children without one keep their own height.
 * - The root is at least as tall as the frame (`height` for slides, `minHeight` for page
 *   sections), so on a slide sized children fill the slide.
 * - Nothing shrinks below its content, so content can be taller than a slide: `contentHeight`
 *   is the page's own height before the frame stretches it, `overflow` is contentHeight >
 *   frame.height, and the boxes then run past the frame.
 * - A block's `align` places its content inside its box; that is the renderer's job.
 * - Every edge is a whole pixel. Content heights are rounded up, so the last line is never
 *   clipped; padding, gaps and min heights to the nearest pixel. Neighbouring boxes are exactly
 *   one gap apart and children stay inside their parent.
 *
 * `measure` is called once per content block per layout, at the width the block is drawn at;
 * caching across layouts is the caller's business. Yoga nodes are freed before returning, also
 * when `measure` throws.
 */
export function computeLayout(page: Pick<Page, 'layout'>, frame: Frame, measure: Measure): LayoutResult {
  const placed = placeHorizontally(page.layout, frame.width);
  const yogaRoot = createYogaNode();
  try {
    const yogaNodes = buildYogaTree(yogaRoot, placed, measure);
    yogaRoot.calculateLayout(undefined, undefined);
    const contentHeight = yogaRoot.getComputedHeight();
    const frameFloor = Math.ceil(Math.max(frame.height ?? 0, frame.minHeight ?? 0));
    if (contentHeight < frameFloor) {
      // Stretched in a second pass, so that contentHeight above stays the content's own height.
      yogaRoot.setMinHeight(frameFloor);
      yogaRoot.calculateLayout(undefined, undefined);
    }
    return {
      boxes: readBoxes(placed, yogaNodes),
      contentHeight,
      overflow: frame.height !== undefined && contentHeight > frame.height,
      height: frame.height ?? Math.max(contentHeight, frame.minHeight ?? 0),
    };
  } finally {
    yogaRoot.freeRecursive();
  }
}
