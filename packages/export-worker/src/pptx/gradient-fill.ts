import { parseColor, type LinearGradient } from '@folio/renderer';

type Box = { x: number; y: number; width: number; height: number };
type Rgba = { r: number; g: number; b: number; a: number };

/**
 * A renderer's linear gradient as DrawingML's `<a:gradFill>` for a shape spanning `box`.
 *
 * The renderer's gradient runs between two points in slide px, padded with its end colours
 * beyond them (canvas and PDF both pad). DrawingML's `<a:lin ang scaled="0">` runs along the
 * angle (clockwise from the x axis, y down) across the whole shape: position 0 at the corner
 * furthest back along that direction, 100 % at the one furthest ahead (ECMA-376-1 §20.1.8.41).
 * So the stops are moved to where the renderer's offsets fall on that span, and the span's
 * ends get the colours the renderer paints there.
 */
export function gradientFillXml(gradient: LinearGradient, box: Box, opacity = 1): string {
  const dx = gradient.x1 - gradient.x0;
  const dy = gradient.y1 - gradient.y0;
  const length2 = dx * dx + dy * dy;
  const stops = [...gradient.stops].sort((a, b) => a.offset - b.offset).map((stop) => ({ offset: stop.offset, color: parseColor(stop.color) }));
  if (length2 === 0 || stops.length === 0) return solid(stops.at(-1)?.color ?? { r: 0, g: 0, b: 0, a: 0 }, opacity);
  // Where each corner of the shape lies along the renderer's gradient (0 at its start, 1 at its end).
  const along = [box.x, box.x + box.width].flatMap((x) => [box.y, box.y + box.height].map((y) => ((x - gradient.x0) * dx + (y - gradient.y0) * dy) / length2));
  const start = Math.min(...along);
  const end = Math.max(...along);
  const span = end - start || 1;
  const inside = stops.filter((stop) => stop.offset > start && stop.offset < end).map((stop) => ({ position: (stop.offset - start) / span, color: stop.color }));
  const all = [{ position: 0, color: colorAt(stops, start) }, ...inside, { position: 1, color: colorAt(stops, end) }];
  const angle = Math.round((((Math.atan2(dy, dx) * 180) / Math.PI + 360) % 360) * 60000) % 21600000;
  return `<a:gradFill rotWithShape="1"><a:gsLst>${all.map((stop) => `<a:gs pos="${Math.round(stop.position * 100000)}">${srgb(stop.color, opacity)}</a:gs>`).join('')}</a:gsLst><a:lin ang="${angle}" scaled="0"/></a:gradFill>`;
}

/** The colour the renderer paints at an offset: its stops interpolated, the end stops padded outward. */
function colorAt(stops: readonly { offset: number; color: Rgba }[], offset: number): Rgba {
  const first = stops[0]!;
  if (offset <= first.offset) return first.color;
  for (let index = 1; index < stops.length; index++) {
    const before = stops[index - 1]!;
    const after = stops[index]!;
    if (offset <= after.offset) {
      const t = after.offset === before.offset ? 1 : (offset - before.offset) / (after.offset - before.offset);
      const mix = (a: number, b: number) => a + (b - a) * t;
      return { r: mix(before.color.r, after.color.r), g: mix(before.color.g, after.color.g), b: mix(before.color.b, after.color.b), a: mix(before.color.a, after.color.a) };
    }
  }
  return stops.at(-1)!.color;
}

function srgb({ r, g, b, a }: Rgba, opacity: number): string {
  const hex = [r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('').toUpperCase();
  const alpha = Math.round(a * opacity * 100000);
  return alpha >= 100000 ? `<a:srgbClr val="${hex}"/>` : `<a:srgbClr val="${hex}"><a:alpha val="${alpha}"/></a:srgbClr>`;
}

function solid(color: Rgba, opacity: number): string {
  return `<a:solidFill>${srgb(color, opacity)}</a:solidFill>`;
}
