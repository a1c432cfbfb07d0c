import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks for the next page when the end of the list comes near the viewport. */
export function LoadMoreSentinel({ onVisible, loading }: { onVisible(): void; loading: boolean }) {
  const { t } = useTranslation();
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && onVisible(), { rootMargin: '400px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [onVisible]);
  return (
    <div ref={element} className="load-more" aria-live="polite">
      {loading ? t('workspace.loadingMore') : null}
    </div>
  );
}
