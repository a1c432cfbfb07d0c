/**
 * Shared by the chart, table, diagram and quote tests: a real scene context (the Sunlit
 * theme, real fonts) and the geometry checks they all make on emitted ops.
 */
import type { Box, ThemeJson } from '@folio/layout';
import type { SceneContext } from '../context.ts';
import type { DrawOp, GlyphsOp } from '../types.ts';
import { parsePath } from '../icons/svg-path.ts';
import { testFonts } from '../../text/testing.ts';
import { getTheme } from '../../themes/index.ts';

/** A context whose fonts cover the theme's families and the scripts of `text`. */
export async function testContext(text = '', images: Record<string, { width: number; height: number }> = {}, theme: ThemeJson = getTheme('sunlit')): Promise<SceneContext> {
  const fonts = await testFonts();
  const families = [...new Set(Object.values(theme.paragraph).map((style) => style.fontFamily))];
  await fonts.loadForText({ families, text, langs: [] });
  return { theme, fonts, imageInfo: (src) => images[src] };
}

/** Points along a path, curves sampled densely enough to find their true extent. */
export function pathPoints(d: string): [number, number][] {
  const points: [number, number][] = [];
  let x = 0;
  let y = 0;
  for (const cmd of parsePath(d)) {
    if (cmd.c === 'Z') continue;
    if (cmd.c === 'C' || cmd.c === 'Q') {
      const [x1, y1, x2, y2] = cmd.c === 'C' ? [cmd.x1, cmd.y1, cmd.x2, cmd.y2] : [cmd.x1, cmd.y1, cmd.x1, cmd.y1];
      for (let t = 0.05; t < 1; t += 0.05) {
        const u = 1 - t;
        const bx = cmd.c === 'C' ? u * u * u * x + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * cmd.x : u * u * x + 2 * u * t * x1 + t * t * cmd.x;
        const by = cmd.c === 'C' ? u * u * u * y + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * cmd.y : u * u * y + 2 * u * t * y1 + t * t * cmd.y;
        points.push([bx, by]);
      }
    }
    x = cmd.x;
    y = cmd.y;
    points.push([x, y]);
  }
  return points;
}

/** The area an op paints (strokes included); undefined for ops that paint nothing. */
export function opBounds(op: DrawOp): Box | undefined {
  switch (op.op) {
    case 'rect':
    case 'image':
      return { x: op.x, y: op.y, width: op.width, height: op.height };
    case 'path': {
      const points = pathPoints(op.d);
      const grow = (op.stroke?.width ?? 0) / 2;
      const xs = points.map((point) => point[0]);
      const ys = points.map((point) => point[1]);
      const x = Math.min(...xs) - grow;
      const y = Math.min(...ys) - grow;
      return { x, y, width: Math.max(...xs) + grow - x, height: Math.max(...ys) + grow - y };
    }
    case 'glyphs':
      return glyphBox(op);
    default:
      return undefined;
  }
}

/** A glyph run's advance box from its font size: ascenders and descenders stay within ±1 em of the baseline. */
export function glyphBox(op: GlyphsOp): Box {
  return { x: op.x, y: op.y - op.fontSize * 0.95, width: op.width, height: op.fontSize * 1.2 };
}

export function inside(outer: Box, inner: Box, tolerance = 0.75): boolean {
  return (
    inner.x >= outer.x - tolerance &&
    inner.y >= outer.y - tolerance &&
    inner.x + inner.width <= outer.x + outer.width + tolerance &&
    inner.y + inner.height <= outer.y + outer.height + tolerance
  );
}

export function overlap(a: Box, b: Box, tolerance = 0.5): boolean {
  return a.x + tolerance < b.x + b.width && b.x + tolerance < a.x + a.width && a.y + tolerance < b.y + b.height && b.y + tolerance < a.y + a.height;
}

/** Ops that reach outside the box, described for a readable failure. */
export function escapees(ops: readonly DrawOp[], box: Box): string[] {
  return ops.flatMap((op) => {
    const bounds = opBounds(op);
    return bounds && !inside(box, bounds) ? [`${op.op} ${JSON.stringify(bounds)}${op.op === 'glyphs' ? ` "${op.text}"` : ''}`] : [];
  });
}

export function texts(ops: readonly DrawOp[]): string[] {
  return ops.flatMap((op) => (op.op === 'glyphs' ? [op.text] : []));
}
