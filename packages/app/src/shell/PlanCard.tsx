import { Gift, KeyRound, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDialogStore } from '../stores/dialog-store.ts';
import { useSessionStore } from '../stores/session-store.ts';

/** §2 bottom plan card: free projects left, Upgrade, Refer friends and Use activation code. */
export function PlanCard() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const openDialog = useDialogStore((state) => state.openDialog);
  if (!user) return null;
  if (user.userType === 'pro') {
    return (
      <div className="plan-card">
        <Sparkles size={18} aria-hidden /> <span className="plan-label">{t('plan.proActive')}</span>
      </div>
    );
  }
  return (
    <div className="plan-card" data-testid="plan-card">
      <p className="plan-label">{t('plan.freeLeft', { count: user.freeProjectsLeft })}</p>
      <button type="button" className="btn btn-primary btn-small" onClick={() => openDialog('pro')}>
        <Sparkles size={16} aria-hidden />
        <span className="plan-label">{t('plan.upgrade')}</span>
      </button>
      <button type="button" className="plan-link" onClick={() => openDialog('invite')}>
        <Gift size={16} aria-hidden />
        <span className="plan-label">{t('plan.refer')}</span>
      </button>
      <button type="button" className="plan-link" onClick={() => openDialog('activation')}>
        <KeyRound size={16} aria-hidden />
        <span className="plan-label">{t('plan.activate')}</span>
      </button>
    </div>
  );
}
