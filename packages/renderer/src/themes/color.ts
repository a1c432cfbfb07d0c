/**
 * Colour arithmetic shared by the theme resolver and the painters. Every colour a
 * document or theme stores is one of the PRODUCT.md §5 formats (the `Color` schema of
 * @folio/layout), so that is exactly what `parseColor` accepts: anything else is a bug
 * upstream and throws rather than silently painting black.
 */

/** sRGB channels 0–255 (may be fractional after mixing), alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Hue in degrees [0, 360), saturation, lightness and alpha in [0, 1]. */
export interface Hsl {
  h: number;
  s: number;
  l: number;
  a: number;
}

export type ColorInput = string | Rgba;

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const BYTE = String.raw`\s*(25[0-5]|2[0-4]\d|1\d\d|\d?\d)\s*`;
const ALPHA = String.raw`\s*(0(?:\.\d+)?|1(?:\.0+)?|\.\d+)\s*`;
const RGB = new RegExp(`^rgb\\(${BYTE},${BYTE},${BYTE}\\)$`);
const RGBA = new RegExp(`^rgba\\(${BYTE},${BYTE},${BYTE},${ALPHA}\\)$`);

export function parseColor(value: string): Rgba {
  const hex = HEX.exec(value)?.[1];
  if (hex !== undefined) return parseHexDigits(hex);
  const rgb = RGB.exec(value) ?? RGBA.exec(value);
  if (rgb !== null) {
    return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a: rgb[4] === undefined ? 1 : Number(rgb[4]) };
  }
  throw new TypeError(`not a §5 colour: ${JSON.stringify(value)}`);
}

function parseHexDigits(hex: string): Rgba {
  // #rgb and #rgba double each digit, as CSS does.
  const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const channel = (index: number): number => parseInt(full.slice(index * 2, index * 2 + 2), 16);
  return { r: channel(0), g: channel(1), b: channel(2), a: full.length === 8 ? channel(3) / 255 : 1 };
}

function toRgba(color: ColorInput): Rgba {
  return typeof color === 'string' ? parseColor(color) : color;
}

/**
 * `#rrggbb` for opaque colours and `rgba(r,g,b,a)` otherwise: both are §5 formats, so
 * the output round-trips through the schema and through `parseColor`.
 */
export function toCss(color: ColorInput): string {
  const { r, g, b, a } = toRgba(color);
  const bytes = [r, g, b].map((channel) => Math.round(clamp(channel, 0, 255)));
  const alpha = Math.round(clamp(a, 0, 1) * 1000) / 1000;
  if (alpha === 1) return `#${bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
  return `rgba(${bytes.join(',')},${alpha})`;
}

export function rgbToHsl(color: ColorInput): Hsl {
  const { r, g, b, a } = toRgba(color);
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const l = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return { h: 0, s: 0, l, a };
  const s = delta / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === red) h = ((green - blue) / delta) % 6;
  else if (max === green) h = (blue - red) / delta + 2;
  else h = (red - green) / delta + 4;
  return { h: (h * 60 + 360) % 360, s, l, a };
}

export function hslToRgb({ h, s, l, a }: Hsl): Rgba {
  const chroma = (1 - Math.abs(2 * l - 1)) * s;
  const sector = (((h % 360) + 360) % 360) / 60;
  const x = chroma * (1 - Math.abs((sector % 2) - 1));
  const [red, green, blue] =
    sector < 1 ? [chroma, x, 0] :
    sector < 2 ? [x, chroma, 0] :
    sector < 3 ? [0, chroma, x] :
    sector < 4 ? [0, x, chroma] :
    sector < 5 ? [x, 0, chroma] :
    [chroma, 0, x];
  const m = l - chroma / 2;
  return { r: (red + m) * 255, g: (green + m) * 255, b: (blue + m) * 255, a };
}

/** Linear interpolation in sRGB, alpha included: `amount` 0 gives `from`, 1 gives `to`. */
export function mix(from: ColorInput, to: ColorInput, amount: number): Rgba {
  const a = toRgba(from);
  const b = toRgba(to);
  const t = clamp(amount, 0, 1);
  return { r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t, a: a.a + (b.a - a.a) * t };
}

/** Source-over compositing of `top` onto `bottom`: what the eye sees where they overlap. */
export function composite(top: ColorInput, bottom: ColorInput): Rgba {
  const t = toRgba(top);
  const b = toRgba(bottom);
  const a = t.a + b.a * (1 - t.a);
  if (a === 0) return { r: 0, g: 0, b: 0, a: 0 };
  const channel = (front: number, back: number): number => (front * t.a + back * b.a * (1 - t.a)) / a;
  return { r: channel(t.r, b.r), g: channel(t.g, b.g), b: channel(t.b, b.b), a };
}

/** WCAG 2.x relative luminance of the colour's opaque part. */
export function relativeLuminance(color: ColorInput): number {
  const { r, g, b } = toRgba(color);
  const linear = (channel: number): number => {
    const c = clamp(channel, 0, 255) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * WCAG 2.x contrast ratio, 1–21. A translucent foreground is judged as it is painted,
 * composited over the background; the background is taken as opaque, so callers with a
 * translucent card composite it over the page first.
 */
export function contrastRatio(foreground: ColorInput, background: ColorInput): number {
  const back = { ...toRgba(background), a: 1 };
  const front = composite(foreground, back);
  const [light, dark] = [relativeLuminance(front), relativeLuminance(back)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
