import type { ContentNode } from '../schema/layout-node.ts';

/** What a page is laid out into. Slides: `{ width: 1200, height: 675 }`; page sections: `{ width: 1200, minHeight: 300 }`. */
export interface Frame {
  width: number;
  /** A fixed page height (slides): content taller than this overflows. */
  height?: number;
  /** A page that grows with its content but is never shorter than this (page sections). */
  minHeight?: number;
}

/** The height (px) a block's content needs when its box is `width` px wide. The caller caches: layout asks once per block per layout. */
export type Measure = (node: ContentNode, width: number) => number;

/** A node's box in absolute page pixels, whole numbers. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LayoutResult {
  /** Every node's box, the root first and parents before their children. */
  boxes: Map<string, Box>;
  /** How tall the page's content is on its own, before the frame stretches it. */
  contentHeight: number;
  /** The content does not fit a fixed-height frame (slides only). */
  overflow: boolean;
  /** The page height to draw: the frame height for slides, max(contentHeight, minHeight) for sections. */
  height: number;
}
