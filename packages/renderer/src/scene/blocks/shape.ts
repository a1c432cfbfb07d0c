import type { BlockOf, Box } from '@folio/layout';
import type { BlockRenderer } from './block-renderer.ts';
import type { SceneContext } from '../context.ts';
import { ellipsePath, polygonPath, starPoints } from '../geometry.ts';
import { measureParagraphs, plainParagraph, pushText } from '../text-ops.ts';
import { pushIcon } from '../icons/index.ts';
import { readableOn } from './contrast.ts';
import { textNeeds } from './block-needs.ts';

type ShapeBlock = BlockOf<'shape'>;

const ICON_SIZE = 96;
const SHAPE_HEIGHT = 160;
const LABEL_GAP = 12;
const MIN_LABEL_SIZE = 11;

export const shapeRenderer: BlockRenderer<'shape'> = {
  needs: textNeeds,
  measure(block, width, ctx) {
    if (block.shape === 'icon') return ICON_SIZE + labelHeight(block, width, ctx, LABEL_GAP);
    return SHAPE_HEIGHT;
  },
  draw(block, box, ctx, out) {
    const fill = block.fill ?? ctx.theme.seedColor;
    if (block.shape === 'icon') {
      const label = labelHeight(block, box.width, ctx, LABEL_GAP);
      const size = Math.max(16, Math.min(box.width, box.height - label, ICON_SIZE * 2));
      const top = box.y + (box.height - size - label) / 2;
      pushIcon(out, block.icon!, box.x + (box.width - size) / 2, top, size, fill, block.strokeWidth || 2);
      if (block.label) {
        const layout = measureParagraphs(ctx.fonts, [plainParagraph(ctx.theme, block.label, 'subheadline2', { align: 'center' })], box.width);
        pushText(out, ctx.fonts, layout, box.x, top + size + LABEL_GAP);
      }
      return;
    }
    const stroke = block.stroke && block.strokeWidth > 0 ? { color: block.stroke, width: block.strokeWidth, join: 'round' as const } : undefined;
    const inset = block.strokeWidth / 2;
    const frame = { x: box.x + inset, y: box.y + inset, width: box.width - 2 * inset, height: box.height - 2 * inset };
    if (block.shape === 'rect' || block.shape === 'rounded') {
      const radius = block.shape === 'rounded' ? Math.min(24, frame.height / 4) : 0;
      out.push({ op: 'rect', ...frame, radius, fill, ...(stroke ? { stroke } : {}) });
    } else {
      out.push({ op: 'path', d: shapePath(block.shape, frame), fill, ...(stroke ? { stroke } : {}) });
    }
    if (block.label) {
      const color = readableOn(fill, ctx.theme);
      const share = block.shape === 'rect' || block.shape === 'rounded' ? 0.85 : 0.6;
      const inner = { width: frame.width * share, height: frame.height * share };
      const layout = measureParagraphs(ctx.fonts, [fittedLabel(block.label, inner, color, ctx)], inner.width);
      // What even the smallest size cannot fit is cut at the shape's edge rather than drawn across the slide.
      out.push({ op: 'begin', clip: frame });
      pushText(out, ctx.fonts, layout, frame.x + (frame.width - inner.width) / 2, frame.y + (frame.height - layout.height) / 2);
      out.push({ op: 'end' });
    }
  },
};

/**
 * Steps the label down in size until its longest word fits across and all its lines fit
 * inside the shape, so narrow shapes never split a word and long labels stay in their shape.
 */
function fittedLabel(label: string, inner: { width: number; height: number }, color: string, ctx: SceneContext) {
  const words = label.split(/\s+/).filter(Boolean);
  const base = plainParagraph(ctx.theme, label, 'subheadline2', { align: 'center', override: { color } });
  const baseSize = base.spans[0]!.style.fontSize;
  for (let fontSize = baseSize; fontSize > MIN_LABEL_SIZE; fontSize -= 2) {
    const across = words.every((word) => {
      const single = plainParagraph(ctx.theme, word, 'subheadline2', { override: { color, fontSize } });
      return measureParagraphs(ctx.fonts, [single], Number.POSITIVE_INFINITY).width <= inner.width;
    });
    const paragraph = plainParagraph(ctx.theme, label, 'subheadline2', { align: 'center', override: { color, fontSize } });
    if (across && measureParagraphs(ctx.fonts, [paragraph], inner.width).height <= inner.height) return paragraph;
  }
  return plainParagraph(ctx.theme, label, 'subheadline2', { align: 'center', override: { color, fontSize: MIN_LABEL_SIZE } });
}

function labelHeight(block: ShapeBlock, width: number, ctx: SceneContext, gap: number): number {
  if (!block.label) return 0;
  return gap + Math.ceil(measureParagraphs(ctx.fonts, [plainParagraph(ctx.theme, block.label, 'subheadline2', { align: 'center' })], width).height);
}

function shapePath(shape: Exclude<ShapeBlock['shape'], 'rect' | 'rounded' | 'icon'>, box: Box): string {
  const { x, y, width: w, height: h } = box;
  switch (shape) {
    case 'ellipse':
      return ellipsePath(x, y, w, h);
    case 'triangle':
      return polygonPath([[x + w / 2, y], [x + w, y + h], [x, y + h]]);
    case 'diamond':
      return polygonPath([[x + w / 2, y], [x + w, y + h / 2], [x + w / 2, y + h], [x, y + h / 2]]);
    case 'arrow': {
      const shaft = h * 0.36;
      const head = Math.min(w * 0.4, h);
      const top = y + (h - shaft) / 2;
      return polygonPath([[x, top], [x + w - head, top], [x + w - head, y], [x + w, y + h / 2], [x + w - head, y + h], [x + w - head, top + shaft], [x, top + shaft]]);
    }
    case 'star': {
      const outer = Math.min(w, h) / 2;
      return polygonPath(starPoints(x + w / 2, y + h / 2 + outer * 0.05, outer, outer * 0.45));
    }
  }
}
