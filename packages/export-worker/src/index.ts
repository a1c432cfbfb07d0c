export { NodeRenderer } from './node-renderer.ts';
export { renderDeckToPngs, pageFileName, type RenderDeckResult } from './render-deck.ts';
export { readDeckFile, DeckFileError } from './deck-file.ts';
export { exportDocument, EXPORT_FORMATS, type ExportFormat, type ExportOptions, type ExportResult } from './export/export-document.ts';
export type { ImageFiles } from './image-files.ts';
