import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDialogStore } from '../stores/dialog-store.ts';

/** §2 language-switch loading overlay (never on /export-render, which has no dialogs at all). */
export function LanguageOverlay() {
  const { t } = useTranslation();
  const switching = useDialogStore((state) => state.switchingLanguage);
  if (!switching) return null;
  return (
    <div className="loading-overlay" role="status">
      <Loader2 className="spin" size={28} aria-hidden />
      <span>{t('language.switching')}</span>
    </div>
  );
}
