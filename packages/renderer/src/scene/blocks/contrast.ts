import type { ThemeJson } from '@folio/layout';
import { contrastRatio } from '../../themes/index.ts';

/** Text colour for a label on `fill`: the theme's dark or light text, whichever reads better. */
export function readableOn(fill: string, theme: ThemeJson): string {
  const dark = theme.mode === 'dark' ? theme.background.backgroundColor : theme.paragraph.normalText.color;
  const light = theme.mode === 'dark' ? theme.paragraph.normalText.color : theme.background.backgroundColor;
  return contrastRatio(fill, dark) >= contrastRatio(fill, light) ? dark : light;
}
