import { CheckCircle2, Info, Loader2, XCircle } from 'lucide-react';
import { useToastStore } from '../stores/toast-store.ts';

const ICONS = { info: Info, success: CheckCircle2, error: XCircle, loading: Loader2 };

/** §8: the single toast, top centre; announced politely to screen readers. */
export function Toaster() {
  const current = useToastStore((state) => state.toast);
  const Icon = current ? ICONS[current.kind] : null;
  return (
    <div className="toaster" role="status" aria-live="polite">
      {current && Icon && (
        <div key={current.id} className={`toast toast-${current.kind}`} data-testid="toast">
          <Icon size={18} aria-hidden className={current.kind === 'loading' ? 'spin' : undefined} />
          <span>{current.text}</span>
        </div>
      )}
    </div>
  );
}
