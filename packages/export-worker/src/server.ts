/**
 * What a server uses: the export processes and the image limits. Apart from the main entry,
 * whose renderer and PDF and PPTX writers (≈ 0.6 s of imports) only the export processes need.
 */
export { ExportProcesses } from './export-process/export-processes.ts';
export { warmUpDeck } from './export-process/warm-up-deck.ts';
export { exposeGc } from './export-process/expose-gc.ts';
export type { ProcessExportOptions } from './export-process/process-messages.ts';
export type { ImageFiles } from './image-files.ts';
export { MAX_IMAGE_PIXELS, oversizedImage } from './image-limits.ts';
