import { z } from 'zod';
import { Color } from './primitives.ts';

/** One paragraph style of a theme (PRODUCT.md §3). */
export const ParagraphStyle = z
  .object({
    fontFamily: z.string().min(1).max(100),
    fontSize: z.number().min(6).max(400),
    fontWeight: z.number().int().min(100).max(900),
    color: Color,
    /** Multiple of the font size. */
    lineHeight: z.number().min(0.6).max(4),
    /** In em, as CSS letter-spacing relative to the font size. */
    letterSpacing: z.number().min(-0.2).max(1),
    textTransform: z.enum(['none', 'uppercase', 'lowercase', 'capitalize']),
  })
  .strict();
export type ParagraphStyle = z.infer<typeof ParagraphStyle>;

export const ThemeFont = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    isGoogleFont: z.boolean(),
    urls: z.array(z.string()),
    nonGoogleFonts: z.record(z.string(), z.string()).optional(),
  })
  .strict();

/** Theme json, every field PRODUCT.md §3 lists. */
export const ThemeJson = z
  .object({
    id: z.string().min(1).max(64),
    themeName: z.string().min(1).max(100),
    version: z.enum(['v1', 'v2', 'v3']),
    width: z.literal(1200),
    minHeight: z.literal(300),
    background: z.object({ backgroundColor: Color }).strict(),
    block: z
      .object({
        backgroundColor: Color,
        borderColor: Color,
        borderRadius: z.number().min(0).max(200),
        borderWidth: z.number().min(0).max(20),
        shadowColor: Color,
        shadowType: z.enum(['none', 'soft', 'hard', 'glow']),
        opacity: z.number().min(0).max(1),
        enabled: z.boolean(),
      })
      .strict(),
    paragraph: z
      .object({
        display: ParagraphStyle,
        title: ParagraphStyle,
        headline: ParagraphStyle,
        subheadline: ParagraphStyle,
        subheadline2: ParagraphStyle,
        normalText: ParagraphStyle,
        caption: ParagraphStyle,
        link: ParagraphStyle,
      })
      .strict(),
    fonts: z.array(ThemeFont),
    table: z.object({ backgroundColor: Color, textColor: Color, bodyFontSize: z.number().min(6).max(60) }).strict(),
    chart: z.object({ backgroundColor: Color, fontSize: z.number().min(6).max(60) }).strict(),
    seedColor: Color,
    mode: z.enum(['light', 'dark']),
  })
  .strict();
export type ThemeJson = z.infer<typeof ThemeJson>;
