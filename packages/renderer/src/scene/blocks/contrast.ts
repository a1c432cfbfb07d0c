import type { ThemeJson } from '@folio/layout';
import { contrastRatio, mix, toCss } from '../../themes/index.ts';

/** WCAG AA for text of ordinary size: what the deck checks ask of every label. */
const READABLE = 4.5;

/**
 * Text colour for a label on `fill`: the theme's dark or light text, whichever reads better,
 * or, on a mid-tone fill where neither reaches 4.5:1 (a chart's orange, an accent button),
 * black or white, which always reach further.
 */
export function readableOn(fill: string, theme: ThemeJson): string {
  const dark = theme.mode === 'dark' ? theme.background.backgroundColor : theme.paragraph.normalText.color;
  const light = theme.mode === 'dark' ? theme.paragraph.normalText.color : theme.background.backgroundColor;
  const best = contrastRatio(fill, dark) >= contrastRatio(fill, light) ? dark : light;
  if (contrastRatio(fill, best) >= READABLE) return best;
  return contrastRatio(fill, '#000000') >= contrastRatio(fill, '#ffffff') ? '#000000' : '#ffffff';
}

/**
 * `color` as text on `background`, darkened (or on a dark background lightened) in steps
 * until it reads at 4.5:1: a secondary button's label keeps the accent's hue but can be read.
 */
export function legibleOn(color: string, background: string): string {
  if (contrastRatio(color, background) >= READABLE) return color;
  const toward = contrastRatio('#000000', background) >= contrastRatio('#ffffff', background) ? '#000000' : '#ffffff';
  for (let amount = 0.1; amount < 1; amount += 0.1) {
    const shade = toCss(mix(color, toward, amount));
    if (contrastRatio(shade, background) >= READABLE) return shade;
  }
  return toward;
}
