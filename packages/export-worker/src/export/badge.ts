import { layoutText, type DrawOp, type FontRegistry, type ParagraphInput } from '@folio/renderer';

/**
 * The 'Made with Folio' badge that free exports carry (PRODUCT.md §1): a small dark pill
 * in the bottom-right corner of every page. The server decides who gets it; the same
 * geometry is drawn into PNG and PDF scenes and written as a native text box in PPTX.
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

/** The pill's box on a page of this size. */
export function badgeBox(fonts: FontRegistry, pageWidth: number, pageHeight: number): { x: number; y: number; width: number; height: number } {
  const width = Math.ceil(badgeLayout(fonts).width) + 2 * BADGE.paddingX;
  return { x: pageWidth - BADGE.margin - width, y: pageHeight - BADGE.margin - BADGE.height, width, height: BADGE.height };
}

export function badgeOps(fonts: FontRegistry, pageWidth: number, pageHeight: number): DrawOp[] {
  const layout = badgeLayout(fonts);
  const box = badgeBox(fonts, pageWidth, pageHeight);
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
      width: run.width,
      rtl: run.rtl,
      lineRtl: line.rtl,
    });
  }
  return ops;
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
