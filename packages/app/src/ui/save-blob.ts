/**
 * Hands bytes made in the page (an export, a drawing, a CSV) to the browser as a download
 * named `fileName`.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has taken the bytes once the click is handled; a minute is ample for slow disks.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
