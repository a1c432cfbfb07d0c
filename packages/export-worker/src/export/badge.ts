import { layoutText, type DrawOp, type FontRegistry, type ParagraphInput } from '@folio/renderer';

/**
 * The 'Made with Folio' badge that free exports carry (PRODUCT.md §1): a small dark pill
 * in the bottom-right corner of every page. The server decides who gets it; its ops join
 * every page's scene (PNG, PDF) and its box, placed once with them, is the PPTX's text box.
 */
export const BADGE = {
  text: 'Made with Folio',
  fontFamily: 'Inter',
  fontWeight: 600,
  fontSize: 13,
  color: '#ffffff',
  fill: 'rgba(17,17,17,0.72)',
  paddingX: 10,
  height: 26,
  margin: 16,
} as const;

const FONT = { family: BADGE.fontFamily, weight: BADGE.fontWeight, style: 'normal' } as const;

export function loadBadgeFont(fonts: FontRegistry): Promise<void> {
  return fonts.load([FONT]);
}

export interface PlacedBadge {
  box: { x: number; y: number; width: number; height: number };
  ops: DrawOp[];
}

/** The pill on a page of this size: its box and the ops that draw it. */
export function placeBadge(fonts: FontRegistry, pageWidth: number, pageHeight: number): PlacedBadge {
  const layout = badgeLayout(fonts);
  const width = Math.ceil(layout.width) + 2 * BADGE.paddingX;
  const box = { x: pageWidth - BADGE.margin - width, y: pageHeight - BADGE.margin - BADGE.height, width, height: BADGE.height };
  const line = layout.lines[0]!;
  const top = box.y + (box.height - line.height) / 2;
  const ops: DrawOp[] = [{ op: 'rect', node: 'folio-badge', ...box, radius: box.height / 2, fill: BADGE.fill }];
  for (const run of line.runs) {
    ops.push({
      op: 'glyphs',
      node: 'folio-badge',
      fontKey: run.fontKey,
      fontSize: run.fontSize,
      color: run.color,
      x: box.x + BADGE.paddingX + run.x,
      y: top + run.baseline,
      glyphs: run.glyphs.map((glyph) => ({ id: glyph.id, x: glyph.x, y: glyph.y })),
      text: run.text,
      clusters: run.clusters,
      width: run.width,
      rtl: run.rtl,
      lineRtl: line.rtl,
    });
  }
  return { box, ops };
}

function badgeLayout(fonts: FontRegistry) {
  const paragraph: ParagraphInput = {
    spans: [
      {
        text: BADGE.text,
        style: {
          fontFamily: BADGE.fontFamily,
          fontSize: BADGE.fontSize,
          fontWeight: BADGE.fontWeight,
          italic: false,
          letterSpacing: 0,
          textTransform: 'none',
          color: BADGE.color,
        },
      },
    ],
    align: 'start',
    lineHeight: 1.2,
    direction: 'ltr',
  };
  return layoutText(fonts, [paragraph], Infinity);
}
