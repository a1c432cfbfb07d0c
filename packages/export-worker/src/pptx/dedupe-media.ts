import { createHash } from 'node:crypto';
import { strFromU8, strToU8, unzipSync } from 'fflate';
import { writeZip, type ZipEntry } from '../export/zip-writer.ts';

/**
 * pptxgenjs writes an image file for every placement of an image (FIELD-NOTES), so a logo
 * on twenty slides would be twenty copies. This keeps one file per distinct content and
 * points every relationship at it, and compresses the package once: pptxgenjs writes it
 * stored, and media files (PNG, JPEG) are stored as they are, being compressed already.
 */
export function dedupeMedia(pptx: Uint8Array): Promise<Uint8Array> {
  const files = unzipSync(pptx);
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
  const entries: ZipEntry[] = Object.entries(files).map(([name, data]) =>
    name.startsWith('ppt/media/')
      ? { name, data, compress: false }
      : { name, data: name.endsWith('.rels') && renamed.size ? strToU8(retarget(strFromU8(data), renamed)) : data, compress: true },
  );
  return writeZip(entries);
}

function retarget(rels: string, renamed: ReadonlyMap<string, string>): string {
  return rels.replace(/Target="\.\.\/(media\/[^"]+)"/g, (match, target: string) => {
    const to = renamed.get(target);
    return to ? `Target="../${to}"` : match;
  });
}
