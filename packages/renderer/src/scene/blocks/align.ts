import type { Box, VerticalAlign } from '@folio/layout';

/** Top edge of content of `height` placed in `box` by the block's vertical alignment. */
export function alignedTop(box: Box, height: number, align: VerticalAlign | undefined): number {
  const spare = Math.max(0, box.height - height);
  if (align === 'middle') return box.y + Math.round(spare / 2);
  if (align === 'bottom') return box.y + spare;
  return box.y;
}
