import { useEffect, useState, type RefObject } from 'react';

/**
 * The index of the slide most in view on the scrolling share page (null when none is), read
 * from the `data-slide` sections inside `container`: the slide whose time the statistics count.
 */
export function useVisibleSlide(container: RefObject<HTMLElement | null>, count: number): number | null {
  const [visible, setVisible] = useState<number | null>(null);
  useEffect(() => {
    const root = container.current;
    if (!root || count === 0) return;
    const ratios = new Map<number, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) ratios.set(Number((entry.target as HTMLElement).dataset.slide), entry.intersectionRatio);
        let best: number | null = null;
        for (const [slide, ratio] of ratios) if (ratio > 0 && (best === null || ratio > ratios.get(best)!)) best = slide;
        setVisible(best);
      },
      { threshold: [0, 0.25, 0.5, 0.75, 1] },
    );
    root.querySelectorAll<HTMLElement>('[data-slide]').forEach((section) => observer.observe(section));
    return () => observer.disconnect();
  }, [container, count]);
  return visible;
}
