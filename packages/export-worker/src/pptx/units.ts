import { parseColor } from '@folio/renderer';

/**
 * Layout px in PowerPoint's units (ARCHITECTURE.md): a 1200 px slide is the 13.333 in of
 * LAYOUT_WIDE, so 90 px per inch. pptxgenjs reads numbers under 100 as inches, which every
 * position here is.
 */
export const PX_PER_INCH = 90;

/**
 * Points per layout px: 72 pt to the inch over the same 90 px, so type, line spacing and
 * strokes scale with the shapes they sit in. CSS's 0.75 (96 px per inch) set all text
 * 6.25 % too small for its boxes.
 */
const PT_PER_PX = 72 / PX_PER_INCH;

export function inch(px: number): number {
  return Math.round((px / PX_PER_INCH) * 10000) / 10000;
}

export function pt(px: number): number {
  return Math.round(px * PT_PER_PX * 100) / 100;
}

/** A CSS colour as pptxgenjs wants it: six hex digits and a transparency percentage. */
export function pptxColor(css: string, opacity = 1): { color: string; transparency: number } {
  const { r, g, b, a } = parseColor(css);
  const hex = [r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('').toUpperCase();
  return { color: hex, transparency: Math.round((1 - a * opacity) * 100) };
}
