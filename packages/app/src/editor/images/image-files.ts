/**
 * PRODUCT.md §5: the image types an upload may be (by extension), and the MIME types they come
 * as. An SVG is drawn as vector on the canvas and in the PNG exports, and as pixels at twice its
 * drawn size in PDF and PPTX; its scripts never run (an image is drawn, not opened).
 */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'svg'] as const;
const IMAGE_MIME_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml']);

/** What a file picker offers: the §5 image types only. */
export const IMAGE_ACCEPT = [...IMAGE_EXTENSIONS.map((extension) => `.${extension}`), ...IMAGE_MIME_TYPES].join(',');

/**
 * Whether a file may go into an image block. A pasted image often has no useful name
 * ('image.png' at best), so its type counts as much as its extension; the server checks the
 * content again either way.
 */
export function isImageFile(file: { name: string; type: string }): boolean {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if ((IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return true;
  return extension === '' && IMAGE_MIME_TYPES.has(file.type);
}

/** The address a stored upload is drawn from: what the server serves and the export worker inlines. */
export function uploadedImageSrc(key: string): string {
  return `/files/${key}`;
}

/** The first image among dropped or pasted files, and whether there were files that are not images. */
export function imageAmong(files: readonly File[]): { image: File | null; refused: boolean } {
  const image = files.find(isImageFile) ?? null;
  return { image, refused: image === null && files.length > 0 };
}
