import { Gift, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { planApi } from '../api/folio-api.ts';
import { INVITES_FOR_PRO } from '../spec/constants.ts';
import { readLocal, writeLocal } from '../spec/storage.ts';
import { useSessionStore } from '../stores/session-store.ts';

/**
 * PRODUCT.md §4: at two invitations 'Your free month of Pro is active!'. The inviter is rarely
 * looking when the second friend verifies — their plan card just turned into "Pro plan active" —
 * so the workspace says it on their next visit, until they close it (remembered per account in
 * this browser). Only a Pro account asks how many friends joined.
 */
export function InviteRewardNotice() {
  const { t } = useTranslation();
  const userId = useSessionStore((state) => state.user?.userId);
  const pro = useSessionStore((state) => state.user?.userType === 'pro');
  const [earned, setEarned] = useState(false);
  const seenKey = `invite_reward_seen_${userId}`;
  useEffect(() => {
    if (userId === undefined || !pro || readLocal(seenKey) !== null) return;
    let current = true;
    // A failed look-up only means no notice this time.
    planApi.channel(userId).then(
      ({ activationTimes }) => current && setEarned(activationTimes >= INVITES_FOR_PRO),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [userId, pro, seenKey]);
  if (!earned) return null;
  const close = () => {
    writeLocal(seenKey, '1');
    setEarned(false);
  };
  return (
    <div className="invite-reward" role="status" data-testid="invite-reward">
      <Gift size={20} aria-hidden />
      <p>
        <strong>{t('invite.done')}</strong> <span>{t('invite.progress', { count: INVITES_FOR_PRO, total: INVITES_FOR_PRO })}</span>
      </p>
      <button type="button" className="invite-reward-close" onClick={close} aria-label={t('common.close')} title={t('common.close')}>
        <X size={18} aria-hidden />
      </button>
    </div>
  );
}
