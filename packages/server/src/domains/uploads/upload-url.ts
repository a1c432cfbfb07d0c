/** Where a stored upload is downloaded from; the uploads domain serves this path. */
export function uploadUrl(publicUrl: string, key: string): string {
  return `${publicUrl}/files/${key}`;
}
