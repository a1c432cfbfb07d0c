import type { DrawOp, GlyphSource, Paint, Radius, Scene, Stroke } from '@folio/renderer';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A renderer scene as a standalone SVG, cropped to `view`: the same display list the canvas
 * draws, so the SVG matches the PNG. Text is written as glyph outlines from the same font
 * files (no fonts needed to open it), with each run's text kept in a <title> for search and
 * screen readers. Images and link areas are left out: a diagram has neither.
 */
export function sceneToSvg(scene: Scene, glyphs: GlyphSource, view: Box, title: string): string {
  const defs: string[] = [];
  const body: string[] = [];
  let clipCount = 0;
  const open: string[] = [];
  body.push(`<rect x="0" y="0" width="${num(scene.width)}" height="${num(scene.height)}"${paintAttr('fill', scene.background, defs)}/>`);
  for (const op of scene.ops) body.push(...drawOp(op));
  body.push(...open.map(() => '</g>'));

  function drawOp(op: DrawOp): string[] {
    switch (op.op) {
      case 'rect': {
        const shape = op.radius ? `<path d="${roundedRect(op, op.radius)}"` : `<rect x="${num(op.x)}" y="${num(op.y)}" width="${num(op.width)}" height="${num(op.height)}"`;
        return [`${shape}${paintAttr('fill', op.fill, defs)}${strokeAttrs(op.stroke)}/>`];
      }
      case 'path':
        return [`<path d="${esc(op.d)}"${paintAttr('fill', op.fill, defs)}${op.fillRule ? ` fill-rule="${op.fillRule}"` : ''}${strokeAttrs(op.stroke)}/>`];
      case 'glyphs': {
        const k = op.fontSize / glyphs.metrics(op.fontKey).unitsPerEm;
        const paths = op.glyphs
          .map((glyph) => {
            const d = glyphs.glyphPath(op.fontKey, glyph.id);
            return d ? `<path transform="matrix(${num(k)} 0 0 ${num(-k)} ${num(op.x + glyph.x)} ${num(op.y + glyph.y)})" d="${esc(d)}"/>` : '';
          })
          .join('');
        return [`<g fill="${esc(op.color)}"><title>${esc(op.text)}</title>${paths}</g>`];
      }
      case 'begin': {
        let attrs = op.opacity !== undefined ? ` opacity="${num(op.opacity)}"` : '';
        if (op.clip) {
          const id = `clip${clipCount++}`;
          defs.push(`<clipPath id="${id}"><path d="${roundedRect(op.clip, op.clip.radius ?? 0)}"/></clipPath>`);
          attrs += ` clip-path="url(#${id})"`;
        }
        open.push('g');
        return [`<g${attrs}>`];
      }
      case 'end':
        return open.pop() ? ['</g>'] : [];
      case 'image':
      case 'link':
        return [];
    }
  }

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(view.width)}" height="${num(view.height)}" viewBox="${num(view.x)} ${num(view.y)} ${num(view.width)} ${num(view.height)}" role="img">`,
    `<title>${esc(title)}</title>`,
    defs.length ? `<defs>${defs.join('')}</defs>` : '',
    ...body,
    '</svg>',
  ].join('\n');
}

function paintAttr(name: string, paint: Paint | undefined, defs: string[]): string {
  if (paint === undefined) return ` ${name}="none"`;
  if (typeof paint === 'string') return ` ${name}="${esc(paint)}"`;
  const id = `paint${defs.length}`;
  const stops = paint.stops.map((stop) => `<stop offset="${num(stop.offset)}" stop-color="${esc(stop.color)}"/>`).join('');
  defs.push(`<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${num(paint.x0)}" y1="${num(paint.y0)}" x2="${num(paint.x1)}" y2="${num(paint.y1)}">${stops}</linearGradient>`);
  return ` ${name}="url(#${id})"`;
}

function strokeAttrs(stroke: Stroke | undefined): string {
  if (!stroke) return '';
  let attrs = ` stroke="${esc(stroke.color)}" stroke-width="${num(stroke.width)}"`;
  if (stroke.dash?.length) attrs += ` stroke-dasharray="${stroke.dash.map(num).join(' ')}"`;
  if (stroke.cap) attrs += ` stroke-linecap="${stroke.cap}"`;
  if (stroke.join) attrs += ` stroke-linejoin="${stroke.join}"`;
  return attrs;
}

/** A rectangle with per-corner radii, each clamped to half the shorter side as the canvas backend does. */
function roundedRect(box: Box, radius: Radius): string {
  const limit = Math.min(box.width, box.height) / 2;
  const [tl, tr, br, bl] = (typeof radius === 'number' ? [radius, radius, radius, radius] : radius).map((r) => Math.max(0, Math.min(r, limit)));
  const { x, y, width: w, height: h } = box;
  return [
    `M${num(x + tl!)} ${num(y)}`,
    `H${num(x + w - tr!)}`,
    `A${num(tr!)} ${num(tr!)} 0 0 1 ${num(x + w)} ${num(y + tr!)}`,
    `V${num(y + h - br!)}`,
    `A${num(br!)} ${num(br!)} 0 0 1 ${num(x + w - br!)} ${num(y + h)}`,
    `H${num(x + bl!)}`,
    `A${num(bl!)} ${num(bl!)} 0 0 1 ${num(x)} ${num(y + h - bl!)}`,
    `V${num(y + tl!)}`,
    `A${num(tl!)} ${num(tl!)} 0 0 1 ${num(x + tl!)} ${num(y)}`,
    'Z',
  ].join('');
}

function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function esc(text: string): string {
  return text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!);
}
