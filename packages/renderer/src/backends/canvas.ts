import type { DrawOp, LinearGradient, Paint, Radius, RectOp, Scene, Shadow, Stroke } from '../scene/types.ts';
import type { GlyphSource } from './glyph-source.ts';

/**
 * The canvas backend: draws a scene on any CanvasRenderingContext2D — a browser canvas,
 * OffscreenCanvas or @napi-rs/canvas — so the editor, the PNG export and the tests run the
 * very same drawing code. Text is drawn from glyph outlines, never `fillText`, which is what
 * keeps Chromium and Node from drifting apart.
 */
export interface CanvasBackendEnv {
  /** The environment's Path2D (the browser's or @napi-rs/canvas's; they don't mix). */
  Path2D: new (path?: string) => Path2D;
  glyphs: GlyphSource;
}

export interface DrawOptions {
  /** Device pixels per layout px. */
  scale?: number;
  /** Decoded images by scene src; a missing one draws a neutral placeholder. */
  images?: ReadonlyMap<string, CanvasImageSource>;
  /** Draw only the ops of these nodes (the editor draws block by block). */
  nodes?: ReadonlySet<string>;
  /** Skip the page background (the editor paints it separately). */
  skipBackground?: boolean;
}

type Ctx = CanvasRenderingContext2D;

export class CanvasBackend {
  private readonly glyphPaths = new Map<string, Path2D>();

  constructor(private readonly env: CanvasBackendEnv) {}

  draw(ctx: Ctx, scene: Scene, options: DrawOptions = {}): void {
    const scale = options.scale ?? 1;
    ctx.save();
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    if (!options.skipBackground) {
      ctx.fillStyle = this.paint(ctx, scene.background);
      ctx.fillRect(0, 0, scene.width, scene.height);
    }
    for (const op of scene.ops) {
      if (options.nodes && (op.node === undefined || !options.nodes.has(op.node))) continue;
      this.drawOp(ctx, op, scale, options.images);
    }
    ctx.restore();
  }

  private drawOp(ctx: Ctx, op: DrawOp, scale: number, images: DrawOptions['images']): void {
    switch (op.op) {
      case 'rect':
        return this.rect(ctx, op, scale);
      case 'path': {
        const path = new this.env.Path2D(op.d);
        if (op.fill !== undefined) {
          withShadow(ctx, op.shadow, scale, () => {
            ctx.fillStyle = this.paint(ctx, op.fill!);
            ctx.fill(path, op.fillRule ?? 'nonzero');
          });
        }
        if (op.stroke) this.stroke(ctx, op.stroke, () => ctx.stroke(path));
        return;
      }
      case 'glyphs':
        return this.glyphRun(ctx, op);
      case 'image': {
        const image = images?.get(op.src);
        if (!image) return this.missingImage(ctx, op);
        // Photographs are mostly drawn smaller than they are. At the default 'low' quality Chromium and
        // Skia in Node resample differently (1.5 ‰ of a photo page's pixels); with mipmaps they agree.
        ctx.imageSmoothingQuality = 'high';
        ctx.drawImage(image, op.sx, op.sy, op.sw, op.sh, op.x, op.y, op.width, op.height);
        return;
      }
      case 'begin':
        ctx.save();
        if (op.opacity !== undefined) ctx.globalAlpha *= op.opacity;
        if (op.clip) {
          ctx.beginPath();
          roundedRectPath(ctx, op.clip.x, op.clip.y, op.clip.width, op.clip.height, op.clip.radius ?? 0);
          ctx.clip();
        }
        return;
      case 'end':
        ctx.restore();
        return;
      case 'link':
        return;
    }
  }

  private rect(ctx: Ctx, op: RectOp, scale: number): void {
    ctx.beginPath();
    roundedRectPath(ctx, op.x, op.y, op.width, op.height, op.radius ?? 0);
    if (op.fill !== undefined) {
      withShadow(ctx, op.shadow, scale, () => {
        ctx.fillStyle = this.paint(ctx, op.fill!);
        ctx.fill();
      });
    }
    if (op.stroke) this.stroke(ctx, op.stroke, () => ctx.stroke());
  }

  private glyphRun(ctx: Ctx, op: Extract<DrawOp, { op: 'glyphs' }>): void {
    const unitsPerEm = this.env.glyphs.metrics(op.fontKey).unitsPerEm;
    const k = op.fontSize / unitsPerEm;
    ctx.save();
    ctx.fillStyle = op.color;
    const base = ctx.getTransform();
    for (const glyph of op.glyphs) {
      const path = this.glyphPath(op.fontKey, glyph.id);
      if (!path) continue;
      ctx.setTransform(base);
      ctx.transform(k, 0, 0, -k, op.x + glyph.x, op.y + glyph.y);
      ctx.fill(path);
    }
    ctx.restore();
  }

  private glyphPath(fontKey: string, glyphId: number): Path2D | undefined {
    const key = `${fontKey}#${glyphId}`;
    let path = this.glyphPaths.get(key);
    if (path === undefined) {
      const d = this.env.glyphs.glyphPath(fontKey, glyphId);
      if (!d) return undefined;
      path = new this.env.Path2D(d);
      this.glyphPaths.set(key, path);
    }
    return path;
  }

  private stroke(ctx: Ctx, stroke: Stroke, draw: () => void): void {
    ctx.strokeStyle = stroke.color;
    ctx.lineWidth = stroke.width;
    ctx.setLineDash(stroke.dash ?? []);
    ctx.lineCap = stroke.cap ?? 'butt';
    ctx.lineJoin = stroke.join ?? 'miter';
    draw();
  }

  private paint(ctx: Ctx, paint: Paint): string | CanvasGradient {
    return typeof paint === 'string' ? paint : linearGradient(ctx, paint);
  }

  /** A broken or unreachable image must still show where it sits, not vanish. */
  private missingImage(ctx: Ctx, op: Extract<DrawOp, { op: 'image' }>): void {
    ctx.save();
    ctx.fillStyle = 'rgba(127,127,127,0.18)';
    ctx.fillRect(op.x, op.y, op.width, op.height);
    ctx.restore();
  }
}

function linearGradient(ctx: Ctx, paint: LinearGradient): CanvasGradient {
  const gradient = ctx.createLinearGradient(paint.x0, paint.y0, paint.x1, paint.y1);
  for (const stop of paint.stops) gradient.addColorStop(stop.offset, stop.color);
  return gradient;
}

/** Canvas shadows ignore the current transform, so blur and offsets are scaled by hand. */
function withShadow(ctx: Ctx, shadow: Shadow | undefined, scale: number, draw: () => void): void {
  if (!shadow) return draw();
  ctx.save();
  ctx.shadowColor = shadow.color;
  ctx.shadowBlur = shadow.blur * scale;
  ctx.shadowOffsetX = shadow.offsetX * scale;
  ctx.shadowOffsetY = shadow.offsetY * scale;
  draw();
  ctx.restore();
}

export function cornerRadii(radius: Radius, width: number, height: number): [number, number, number, number] {
  const limit = Math.max(0, Math.min(width, height) / 2);
  const radii = typeof radius === 'number' ? [radius, radius, radius, radius] : radius;
  return radii.map((r) => Math.max(0, Math.min(r, limit))) as [number, number, number, number];
}

/** Our own rounded rectangle rather than `roundRect`, whose corner handling differs between engines. */
function roundedRectPath(ctx: Ctx, x: number, y: number, width: number, height: number, radius: Radius): void {
  const [tl, tr, br, bl] = cornerRadii(radius, width, height);
  ctx.moveTo(x + tl, y);
  ctx.lineTo(x + width - tr, y);
  if (tr) ctx.arcTo(x + width, y, x + width, y + tr, tr);
  ctx.lineTo(x + width, y + height - br);
  if (br) ctx.arcTo(x + width, y + height, x + width - br, y + height, br);
  ctx.lineTo(x + bl, y + height);
  if (bl) ctx.arcTo(x, y + height, x, y + height - bl, bl);
  ctx.lineTo(x, y + tl);
  if (tl) ctx.arcTo(x, y, x + tl, y, tl);
  ctx.closePath();
}
