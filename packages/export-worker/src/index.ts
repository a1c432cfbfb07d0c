export { NodeRenderer } from './node-renderer.ts';
export { renderDeckToPngs, pageFileName, type RenderDeckResult } from './render-deck.ts';
export { readDeckFile, DeckFileError } from './deck-file.ts';
export { exportDocument, exportDocumentToFile, EXPORT_FORMATS, type ExportFormat, type ExportOptions, type ExportResult, type ExportFileResult } from './export/export-document.ts';
export type { ImageFiles } from './image-files.ts';
