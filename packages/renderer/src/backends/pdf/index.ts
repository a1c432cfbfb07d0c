export { PdfBackend, type PdfDocumentOptions, type PdfResult } from './pdf-backend.ts';
export { FontSubsetter } from './font-subsetter.ts';
export type { PdfFontEnv } from './pdf-fonts.ts';
export type { PdfImage, PdfPixels } from './pdf-resources.ts';
