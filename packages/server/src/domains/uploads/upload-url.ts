/** Where a stored upload is downloaded from; the uploads domain serves this path. `base` is the context's `fetchBase`. */
export function uploadUrl(base: string, key: string): string {
  return `${base}/files/${key}`;
}
