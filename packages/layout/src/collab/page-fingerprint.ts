import * as Y from 'yjs';
import type { Page, PageOrigin } from '../schema/document.ts';
import { readProject, writeProject } from './project-ydoc.ts';

/**
 * A short hash of what a page shows (its tree, texts and background, not its origin), taken
 * of the page as the document stores it: a page read back from a Y.Doc has its texts in the
 * shape the shared texts give them, so the page as generated and the same page read from
 * the editor's document hash alike, and any edit to it does not.
 */
export function pageFingerprint(page: Page): string {
  const ydoc = new Y.Doc();
  writeProject(ydoc, { kind: 'presentation', title: '', themeId: 'sunlit', pages: [{ ...page, origin: undefined }], scriptMap: {} });
  const stored = readProject(ydoc).pages[0]!;
  ydoc.destroy();
  return hash(stableJson({ layout: stored.layout, background: stored.background ?? null }));
}

/** The page with what it was made from, and the fingerprint that later tells whether it was edited. */
export function stampOrigin(page: Page, origin: Omit<PageOrigin, 'generated'>): Page {
  return { ...page, origin: { ...origin, generated: pageFingerprint(page) } };
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, each]) => each !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, each]) => `${JSON.stringify(key)}:${stableJson(each)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** cyrb53: 53 bits are plenty to tell an edited page from the one generated, and it needs no crypto API in the browser. */
function hash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
