import { createHash } from 'node:crypto';
import { strFromU8, strToU8 } from 'fflate';

/**
 * pptxgenjs writes an image file for every placement of an image (FIELD-NOTES), so a logo
 * on twenty slides would be twenty copies. This keeps one file per distinct content of the
 * unzipped package and points every relationship at it.
 */
export function dedupeMedia(files: Record<string, Uint8Array>): void {
  const canonical = new Map<string, string>();
  const renamed = new Map<string, string>();
  for (const name of Object.keys(files).filter((path) => path.startsWith('ppt/media/')).sort()) {
    const hash = createHash('sha1').update(files[name]!).digest('hex');
    const first = canonical.get(hash);
    if (first) {
      renamed.set(name.slice('ppt/'.length), first.slice('ppt/'.length));
      delete files[name];
    } else {
      canonical.set(hash, name);
    }
  }
  if (!renamed.size) return;
  for (const name of Object.keys(files)) {
    if (name.endsWith('.rels')) files[name] = strToU8(retarget(strFromU8(files[name]!), renamed));
  }
}

function retarget(rels: string, renamed: ReadonlyMap<string, string>): string {
  return rels.replace(/Target="\.\.\/(media\/[^"]+)"/g, (match, target: string) => {
    const to = renamed.get(target);
    return to ? `Target="../${to}"` : match;
  });
}
