import type { BlockOf, Box } from '@folio/layout';
import type { ImageInfo, SceneContext } from '../context.ts';
import type { OpSink } from './block-renderer.ts';
import type { BlockRenderer } from './block-renderer.ts';
import { measureParagraphs, plainParagraph, pushText } from '../text-ops.ts';
import { memoByBlock } from './block-memo.ts';
import { stringsOf } from './block-needs.ts';

type ImageBlock = BlockOf<'image'>;

const CAPTION_GAP = 8;
/** Without a known size (not loaded yet, or broken) an image takes the 16:9 of a slide. */
const FALLBACK_ASPECT = 9 / 16;

export const imageRenderer: BlockRenderer<'image'> = {
  needs: (block) => ({ images: [block.src], text: stringsOf(block), langs: [] }),
  measure(block, width, ctx) {
    const info = ctx.imageInfo(block.src);
    const aspect = info ? imageAspect(block, info) : FALLBACK_ASPECT;
    return Math.ceil(width * Math.min(aspect, 1.25) + captionHeight(block, width, ctx));
  },
  draw(block, box, ctx, out) {
    const caption = captionHeight(block, box.width, ctx);
    const info = ctx.imageInfo(block.src);
    const room = { x: box.x, y: box.y, width: box.width, height: Math.max(1, box.height - caption) };
    const frame = block.fit === 'contain' && info && caption > 0 ? besideCaption(room, box, caption, imageAspect(block, info)) : room;
    const radius = Math.min(ctx.theme.block.borderRadius, frame.width / 2, frame.height / 2);
    pushImage(out, block.src, frame, info, { fit: block.fit, focus: block.focus, crop: block.crop, radius });
    const layout = captionLayout(block, box.width, ctx);
    if (layout) pushText(out, ctx.fonts, layout, box.x, frame.y + frame.height + CAPTION_GAP);
  },
};

const captionLayout = memoByBlock((block: ImageBlock, width: number, ctx: SceneContext) =>
  block.caption ? measureParagraphs(ctx.fonts, [plainParagraph(ctx.theme, block.caption, 'caption')], width) : undefined,
);

function captionHeight(block: ImageBlock, width: number, ctx: SceneContext): number {
  const layout = captionLayout(block, width, ctx);
  return layout ? CAPTION_GAP + Math.ceil(layout.height) : 0;
}

/**
 * A contained picture wider than its room is letterboxed above and below; its caption
 * belongs under the picture, not under the room, so the frame shrinks to the picture's
 * height and picture and caption sit together in the middle of the box.
 */
function besideCaption(room: Box, box: Box, caption: number, aspect: number): Box {
  const height = Math.min(room.height, room.width * aspect);
  return { x: room.x, y: box.y + (box.height - height - caption) / 2, width: room.width, height };
}

function imageAspect(block: ImageBlock, info: ImageInfo): number {
  const crop = block.crop ?? { width: 1, height: 1 };
  return (info.height * crop.height) / (info.width * crop.width);
}

export interface ImagePlacement {
  fit: 'cover' | 'contain' | 'fill';
  focus?: { x: number; y: number } | undefined;
  crop?: { x: number; y: number; width: number; height: number } | undefined;
  radius?: number;
}

/**
 * Places an image in a frame: crop first, then fit. `cover` keeps the focal point in view
 * while trimming the overflow, `contain` letterboxes, `fill` stretches. Clipped to the frame's
 * rounded corners. Unknown images still get their frame so the layout does not jump.
 */
export function pushImage(out: OpSink, src: string, frame: Box, info: ImageInfo | undefined, placement: ImagePlacement): void {
  out.push({ op: 'begin', clip: { ...frame, radius: placement.radius ?? 0 } });
  if (!info) {
    out.push({ op: 'image', src, ...frame, sx: 0, sy: 0, sw: 1, sh: 1 });
    out.push({ op: 'end' });
    return;
  }
  const crop = placement.crop ?? { x: 0, y: 0, width: 1, height: 1 };
  let sx = crop.x * info.width;
  let sy = crop.y * info.height;
  let sw = Math.min(crop.width * info.width, info.width - sx);
  let sh = Math.min(crop.height * info.height, info.height - sy);
  let dest = { ...frame };
  if (placement.fit === 'cover') {
    const scale = Math.max(frame.width / sw, frame.height / sh);
    const visibleW = frame.width / scale;
    const visibleH = frame.height / scale;
    const focus = placement.focus ?? { x: 0.5, y: 0.5 };
    sx += clamp(focus.x * sw - visibleW / 2, 0, sw - visibleW);
    sy += clamp(focus.y * sh - visibleH / 2, 0, sh - visibleH);
    sw = visibleW;
    sh = visibleH;
  } else if (placement.fit === 'contain') {
    const scale = Math.min(frame.width / sw, frame.height / sh);
    const width = sw * scale;
    const height = sh * scale;
    dest = { x: frame.x + (frame.width - width) / 2, y: frame.y + (frame.height - height) / 2, width, height };
  }
  out.push({ op: 'image', src, ...dest, sx, sy, sw, sh });
  out.push({ op: 'end' });
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}
