import type { Page } from '@folio/layout';
import { checkPage, deckFindings, type DeckFinding, type PageCheck, type PreparedDocument } from '@folio/renderer';
import { useEffect, useRef, useState } from 'react';

/** Checks run once edits have paused this long: never on the typing path. */
const SETTLE_MS = 600;
/** Each idle slice stops checking pages when less than this is left of it. */
const SLICE_RESERVE_MS = 3;

interface Cached {
  prepared: Pick<PreparedDocument<ImageBitmap>, 'theme' | 'images'>;
  generation: number;
  check: PageCheck;
}

const NONE: ReadonlyMap<string, readonly DeckFinding[]> = new Map();

/**
 * The deck checks of the open document, by page id, as the person edits: once the edits settle,
 * page by page in the browser's idle time. A page is checked again only when it, the theme, the
 * loaded faces or images changed (unchanged pages are the same object: ProjectReader), and a
 * page whose findings did not change keeps the same array, so its slide is not drawn again.
 */
export function useDeckChecks(prepared: PreparedDocument<ImageBitmap>): ReadonlyMap<string, readonly DeckFinding[]> {
  const [findings, setFindings] = useState(NONE);
  const cache = useRef(new WeakMap<Page, Cached>());
  const shown = useRef(NONE);

  useEffect(() => {
    let idle: number | undefined;
    const pages = prepared.doc.pages;
    const checks: PageCheck[] = [];
    const step = (deadline: IdleDeadline) => {
      while (checks.length < pages.length && (deadline.timeRemaining() > SLICE_RESERVE_MS || deadline.didTimeout)) {
        const index = checks.length;
        const page = pages[index]!;
        const hit = cache.current.get(page);
        if (hit && hit.prepared.theme === prepared.theme && hit.prepared.images === prepared.images && hit.generation === prepared.fonts.generation) {
          checks.push(hit.check);
          continue;
        }
        const check = checkPage(prepared, index);
        cache.current.set(page, { prepared, generation: prepared.fonts.generation, check });
        checks.push(check);
        if (deadline.didTimeout) break;
      }
      if (checks.length < pages.length) {
        idle = requestIdleCallback(step, { timeout: 1000 });
        return;
      }
      const next = stable(deckFindings(checks), shown.current);
      shown.current = next;
      setFindings(next);
    };
    const settle = setTimeout(() => (idle = requestIdleCallback(step, { timeout: 1000 })), SETTLE_MS);
    return () => {
      clearTimeout(settle);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [prepared]);

  return findings;
}

/** The new findings, keeping the previous array of each page whose findings are the same. */
function stable(next: Map<string, DeckFinding[]>, previous: ReadonlyMap<string, readonly DeckFinding[]>): ReadonlyMap<string, readonly DeckFinding[]> {
  const kept = new Map<string, readonly DeckFinding[]>();
  for (const [pageId, findings] of next) {
    const before = previous.get(pageId);
    kept.set(pageId, before && JSON.stringify(before) === JSON.stringify(findings) ? before : findings);
  }
  return kept;
}
