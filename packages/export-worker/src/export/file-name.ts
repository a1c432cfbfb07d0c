/** A download name from the document title: letters, digits, spaces and dashes of any script; never empty. */
export function exportFileName(title: string, extension: string): string {
  const base = title
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}\p{M} _-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${base || 'folio'}.${extension}`;
}
