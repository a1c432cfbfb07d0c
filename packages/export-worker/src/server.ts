/**
 * What a server's main thread uses: the export threads and the image limits. Apart from the
 * main entry, whose renderer and PDF and PPTX writers (≈ 0.6 s of imports) only the export
 * threads need.
 */
export { EXPORT_THREAD_HEAP, ExportThreads } from './thread/export-threads.ts';
export type { ThreadExportOptions } from './thread/thread-messages.ts';
export type { ImageFiles } from './image-files.ts';
export { MAX_IMAGE_PIXELS, oversizedImage } from './image-limits.ts';
