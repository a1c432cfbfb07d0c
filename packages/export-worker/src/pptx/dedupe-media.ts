import { createHash } from 'node:crypto';
import type { PackageParts } from './package-parts.ts';

/**
 * pptxgenjs writes an image file for every placement of an image (FIELD-NOTES), so a logo
 * on twenty slides would be twenty copies. This keeps one file per distinct content of the
 * unzipped package and points every relationship at it.
 */
export function dedupeMedia({ xml, binary }: PackageParts): void {
  const canonical = new Map<string, string>();
  const renamed = new Map<string, string>();
  for (const name of Object.keys(binary).filter((path) => path.startsWith('ppt/media/')).sort()) {
    const hash = createHash('sha1').update(binary[name]!).digest('hex');
    const first = canonical.get(hash);
    if (first) {
      renamed.set(name.slice('ppt/'.length), first.slice('ppt/'.length));
      delete binary[name];
    } else {
      canonical.set(hash, name);
    }
  }
  if (!renamed.size) return;
  for (const name of Object.keys(xml)) {
    if (name.endsWith('.rels')) xml[name] = retarget(xml[name]!, renamed);
  }
}

function retarget(rels: string, renamed: ReadonlyMap<string, string>): string {
  return rels.replace(/Target="\.\.\/(media\/[^"]+)"/g, (match, target: string) => {
    const to = renamed.get(target);
    return to ? `Target="../${to}"` : match;
  });
}
