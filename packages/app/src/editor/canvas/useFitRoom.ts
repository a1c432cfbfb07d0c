import { useEffect, useState, type RefObject } from 'react';

/**
 * The room a page is fitted into: the viewport's height, and across the editor's body less the
 * slide list and `reserve` — the side panels' room, kept whether or not a panel is open. Fitted
 * to the viewport itself, the zoom jumped (94 % ↔ 71 % at 1440 px) each time selecting a chart
 * opened its fields or the notes closed; now opening and closing a panel only moves the page
 * within the viewport, and the fit changes only with the window. On a phone the panels and the
 * slide strip sit below the canvas, so nothing is reserved across.
 */
export function useFitRoom(viewport: RefObject<HTMLElement | null>, reserve: number): { width: number; height: number } {
  const [room, setRoom] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = viewport.current;
    const body = element?.closest<HTMLElement>('.editor-body');
    if (!element || !body) return;
    const list = body.querySelector<HTMLElement>(':scope > .slide-list');
    const measure = () => {
      const stacked = getComputedStyle(body).flexDirection === 'column';
      const across = stacked ? body.clientWidth : body.clientWidth - (list?.offsetWidth ?? 0) - reserve;
      setRoom({ width: Math.max(0, Math.floor(across)), height: Math.floor(element.clientHeight) });
    };
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    observer.observe(element);
    if (list) observer.observe(list);
    return () => observer.disconnect();
  }, [viewport, reserve]);
  return room;
}
