import { z } from 'zod';

/** Colour patterns of PRODUCT.md §5: hex with 3, 4, 6 or 8 digits, rgb(r,g,b), rgba with alpha 0 to 1. */
const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const BYTE = String.raw`\s*(?:25[0-5]|2[0-4]\d|1\d\d|\d?\d)\s*`;
const ALPHA = String.raw`\s*(?:0(?:\.\d+)?|1(?:\.0+)?|\.\d+)\s*`;
const RGB = new RegExp(`^rgb\\(${BYTE},${BYTE},${BYTE}\\)$`);
const RGBA = new RegExp(`^rgba\\(${BYTE},${BYTE},${BYTE},${ALPHA}\\)$`);

export const Color = z
  .string()
  .refine((value) => HEX.test(value) || RGB.test(value) || RGBA.test(value), {
    message: 'colour must be #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(r,g,b) or rgba(r,g,b,a)',
  });
export type Color = z.infer<typeof Color>;

/** Ids cross storage, HTTP and the collaboration doc, so they are branded to keep them apart. */
export const NodeId = z.string().min(1).max(64).brand<'NodeId'>();
export type NodeId = z.infer<typeof NodeId>;
export const PageId = z.string().min(1).max(64).brand<'PageId'>();
export type PageId = z.infer<typeof PageId>;

/** Where an image or poster comes from: http(s) URL, data: URI, or an uploaded asset reference. */
export const Source = z.string().min(1).max(2_000_000);
export const Href = z.string().min(1).max(2048);
