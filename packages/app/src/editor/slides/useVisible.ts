import { useEffect, useState, type RefObject } from 'react';

/** Whether the element is within (or near) the visible part of its scrolling list. */
export function useVisible(ref: RefObject<Element | null>): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? false), { rootMargin: '200px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return visible;
}
