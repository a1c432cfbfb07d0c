export { NodeRenderer } from './node-renderer.ts';
export { nodeImageLoader } from './node-images.ts';
export { renderDeckToPngs, pageFileName, type RenderDeckResult } from './render-deck.ts';
export { readDeckFile, DeckFileError } from './deck-file.ts';
export { exportDocument, EXPORT_FORMATS, type ExportFormat, type ExportOptions, type ExportResult } from './export/export-document.ts';
export { ExportThreads } from './thread/export-threads.ts';
export type { ThreadExportOptions } from './thread/thread-messages.ts';
export { MAX_IMAGE_PIXELS, oversizedImage } from './image-limits.ts';
