import { useTranslation } from 'react-i18next';
import { AppLink } from '../routing/AppLink.tsx';
import { useDebugStore } from '../stores/debug-store.ts';
import { toast } from '../stores/toast-store.ts';

/**
 * The Folio mark, linking to Projects. It doubles as the §2 debug-mode trigger: ten presses,
 * each within 500 ms of the last, toggle debug mode.
 */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const press = () => {
    if (useDebugStore.getState().press()) toast(t(useDebugStore.getState().enabled ? 'toast.debugOn' : 'toast.debugOff'), 'info');
  };
  return (
    <AppLink href="/workspace" className="logo" aria-label={t('nav.home')} onClick={press} data-testid="logo">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden>
        <rect width="32" height="32" rx="8" fill="var(--accent)" />
        <path d="M10 8h13v4h-8.5v3.5H22v4h-7.5V24H10z" fill="var(--accent-contrast)" />
      </svg>
      {!compact && <span className="logo-text">Folio</span>}
    </AppLink>
  );
}
