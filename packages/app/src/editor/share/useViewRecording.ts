import { useEffect, useRef } from 'react';
import { shareLinksApi, VIEW_RECORD_PATH, type ViewBatch } from '../../api/share-links-api.ts';
import { readLocal, writeLocal } from '../../spec/storage.ts';
import { DwellClock } from './dwell-clock.ts';

/** The view each deck shown by this page load counts as, by project id. */
const viewsOfThisPage = new Map<number, string>();

/** A batch of slide times goes out this often while the page is open, and once more when it is left. */
const BATCH_MS = 15_000;

/**
 * Tells the author's statistics that this deck is being viewed: a start (with the link's
 * channel and the referring page) and then time per slide in batches, the last one by
 * sendBeacon as the page is hidden or closed. Nothing is sent when the browser asks not to be
 * tracked (Do Not Track or Global Privacy Control), and nothing names the viewer: the only id
 * is a random one this browser keeps for share links alone, so unique viewers can be counted.
 */
export function useViewRecording(projectId: number, slide: number | null, active: boolean): void {
  const current = useRef(slide);
  const clock = useRef<DwellClock | null>(null);
  current.current = slide;

  useEffect(() => {
    if (!active || declinesTracking()) return;
    const dwell = new DwellClock(() => performance.now());
    dwell.look(current.current);
    clock.current = dwell;
    // One view a page load: the deck drawn again (unlocked, resized, presented) is the same view.
    const known = viewsOfThisPage.get(projectId);
    const base = { id: projectId, viewer: shareViewerId(), view: known ?? crypto.randomUUID() };
    if (!known) {
      viewsOfThisPage.set(projectId, base.view);
      const channel = new URLSearchParams(location.search).get('channel');
      const start: ViewBatch = { ...base, slides: [], ...(channel ? { channel: channel.slice(0, 64) } : {}), ...(document.referrer ? { referrer: document.referrer.slice(0, 2048) } : {}) };
      // Statistics never get in a viewer's way: a lost batch is only a gap in the counts.
      void shareLinksApi.record(start).catch(() => {});
    }

    const send = (leaving: boolean) => {
      const slides = dwell.take();
      if (slides.length === 0) return;
      const batch: ViewBatch = { ...base, slides };
      if (leaving && navigator.sendBeacon?.(VIEW_RECORD_PATH, new Blob([JSON.stringify(batch)], { type: 'application/json' }))) return;
      void shareLinksApi.record(batch).catch(() => {});
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        dwell.look(null);
        send(true);
      } else dwell.look(current.current);
    };
    const onPageHide = () => send(true);
    const timer = setInterval(() => send(false), BATCH_MS);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      send(true);
      clock.current = null;
    };
  }, [projectId, active]);

  useEffect(() => {
    if (document.visibilityState !== 'hidden') clock.current?.look(slide);
  }, [slide]);
}

function declinesTracking(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

function shareViewerId(): string {
  const stored = readLocal('share_viewer');
  if (stored && /^[A-Za-z0-9-]{8,64}$/.test(stored)) return stored;
  const id = crypto.randomUUID();
  writeLocal('share_viewer', id);
  return id;
}
