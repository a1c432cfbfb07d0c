import type { BlockRenderer } from './block-renderer.ts';
import { ellipsePath, polygonPath } from '../geometry.ts';
import { measureParagraphs, plainParagraph, pushText } from '../text-ops.ts';
import { pushImage } from './image.ts';
import { stringsOf } from './block-needs.ts';

const PROVIDER_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo', file: 'Video', other: 'Video' } as const;

/**
 * Exports can't play video, so every backend shows the same poster frame: the poster image
 * (or a theme-tinted gradient), a play mark, the title and where it plays. The whole frame
 * links to the video.
 */
export const videoRenderer: BlockRenderer<'video'> = {
  needs: (block) => ({ images: block.poster ? [block.poster] : [], text: stringsOf(block), langs: [] }),
  measure(_block, width) {
    return Math.round((width * 9) / 16);
  },
  draw(block, box, ctx, out) {
    const radius = Math.min(ctx.theme.block.borderRadius, box.width / 2, box.height / 2);
    if (block.poster) {
      pushImage(out, block.poster, box, ctx.imageInfo(block.poster), { fit: 'cover', radius });
    } else {
      out.push({
        op: 'rect',
        ...box,
        radius,
        fill: { type: 'linear', x0: box.x, y0: box.y, x1: box.x + box.width, y1: box.y + box.height, stops: [{ offset: 0, color: '#1d1f27' }, { offset: 1, color: ctx.theme.seedColor }] },
      });
    }
    out.push({
      op: 'rect',
      x: box.x,
      y: box.y + box.height * 0.55,
      width: box.width,
      height: box.height * 0.45,
      radius: [0, 0, radius, radius],
      fill: { type: 'linear', x0: 0, y0: box.y + box.height * 0.55, x1: 0, y1: box.y + box.height, stops: [{ offset: 0, color: 'rgba(0,0,0,0)' }, { offset: 1, color: 'rgba(0,0,0,0.6)' }] },
    });
    const mark = Math.max(28, Math.min(88, Math.min(box.width, box.height) * 0.22));
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    out.push({ op: 'path', d: ellipsePath(cx - mark / 2, cy - mark / 2, mark, mark), fill: 'rgba(255,255,255,0.92)', shadow: { color: 'rgba(0,0,0,0.35)', blur: 12, offsetX: 0, offsetY: 4 } });
    const t = mark * 0.22;
    out.push({ op: 'path', d: polygonPath([[cx - t * 0.8, cy - t], [cx + t * 1.1, cy], [cx - t * 0.8, cy + t]]), fill: '#1d1f27' });
    const pad = Math.max(12, Math.min(24, box.width * 0.04));
    const lines = [block.title, PROVIDER_NAMES[block.provider]].filter((text): text is string => Boolean(text));
    const paragraphs = lines.map((text, index) =>
      plainParagraph(ctx.theme, text, index === 0 && block.title ? 'subheadline2' : 'caption', { override: { color: '#ffffff' } }),
    );
    const layout = measureParagraphs(ctx.fonts, paragraphs, box.width - 2 * pad);
    if (layout.height < box.height / 2 - pad) pushText(out, ctx.fonts, layout, box.x + pad, box.y + box.height - pad - layout.height);
    out.push({ op: 'link', ...box, href: block.url });
  },
};
