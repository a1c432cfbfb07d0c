import type { ZipLimits } from './isolation/zip-archive.ts';

/**
 * How much of an uploaded document is read. Each limit sits far above what a document written
 * to be read holds, and far below what a file built to exhaust the server asks for: a 2 MB
 * docx can hold a 2 GB entry of zeros, a 16 MB PDF 100,000 pages.
 */
export const DOCUMENT_LIMITS = {
  /** docx, xlsx and pptx: a 50 MB upload of real parts inflates to well under this. */
  zip: { maxEntries: 10_000, maxInflatedBytes: 256 * 1024 * 1024 } satisfies ZipLimits,
  /**
   * PDF text extraction slows faster than its page count grows (16,000 pages took 70 s; in a
   * 100,000-page file each page takes pdf.js 85 ms to find): pages past the count, or read
   * after the time, are left out.
   */
  pdfPages: 500,
  pdfReadMs: 8_000,
  /** Workbooks: later sheets, and rows past the first ones of a sheet, are left out. */
  sheets: 50,
  rowsPerSheet: 200,
  /** md, txt and csv: characters read; a reference longer than a book is cut at a line end. */
  textChars: 1_000_000,
} as const;
