/**
 * The PDF backend, an entry of its own (`@folio/renderer/pdf`): pdf-lib, which it draws with, takes
 * ≈ 0.1 s to load, and a server, which imports the renderer's index for themes and checks, exports
 * only in its export processes.
 */
export { PdfBackend, type PdfDocumentOptions, type PdfResult } from './pdf-backend.ts';
export type { PdfFontEnv } from './pdf-fonts.ts';
export type { PdfImage, PdfPixels, PdfSamples } from './pdf-resources.ts';
