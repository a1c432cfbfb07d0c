import { Check, Loader2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error.ts';
import { payApi, type Product } from '../api/folio-api.ts';
import { messageOf, showApiError } from '../errors/show-api-error.ts';
import { track } from '../insights/track.ts';
import { useDialogStore } from '../stores/dialog-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { toast } from '../stores/toast-store.ts';
import { Modal } from '../ui/Modal.tsx';
import { TextField } from '../ui/TextField.tsx';
import { annualTerms, checkoutReturnUrl, discountPercent, formatPrice, OFFER_TITLE, offerButton, offerMode } from './pro-offer.ts';

const FEATURES = ['pro.unlimited', 'pro.ai', 'pro.badge', 'pro.exports'];
const PLANS = ['annual', 'monthly'] as const;

/**
 * §8 -6/402/40201/40311 and the Upgrade entries: what Pro gives (§1), the two plans (§9, annual
 * preselected), a discount code (the carried `discountCode`, or typed), and Stripe Checkout.
 * An instance without payments offers activation codes only.
 */
export function ProDialog() {
  const { t, i18n } = useTranslation();
  const open = useDialogStore((state) => state.dialog === 'pro');
  const close = useDialogStore((state) => state.closeDialog);
  const openDialog = useDialogStore((state) => state.openDialog);
  const user = useSessionStore((state) => state.user);
  const noQuota = user?.freeProjectsLeft === 0 && user.userType === 'free';
  const mode = offerMode(user);
  const [offer, setOffer] = useState<{ checkout: boolean; products: Product[] } | null>(null);
  const [plan, setPlan] = useState<'annual' | 'monthly'>('annual');
  const [code, setCode] = useState('');
  const [codeOpen, setCodeOpen] = useState(false);
  const [codeError, setCodeError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const [paying, setPaying] = useState(false);

  const load = async (discountCode?: string) => {
    setChecking(Boolean(discountCode));
    try {
      setOffer(await payApi.products(discountCode));
      setCodeError(undefined);
    } catch (error) {
      if (!discountCode || !(error instanceof ApiError)) return showApiError(error);
      // A bad code is said next to the field; the prices stay without it.
      setCodeError(messageOf(error));
      setOffer(await payApi.products().catch(() => null));
    } finally {
      setChecking(false);
    }
  };

  useEffect(() => {
    if (!open) return;
    const params = new URLSearchParams(location.search);
    // §2 payPeriod: 'annually' keeps the annual plan, any other value picks monthly.
    const period = params.get('payPeriod');
    setPlan(period && period !== 'annually' ? 'monthly' : 'annual');
    const carried = params.get('discountCode') ?? '';
    setCode(carried);
    setCodeOpen(Boolean(carried));
    setOffer(null);
    void load(carried || undefined);
  }, [open]);

  const product = offer?.products.find((item) => item.productId === plan);
  const discounted = Boolean(product && product.productPrice < product.originalPrice);
  const terms = offer ? annualTerms(offer.products) : undefined;
  // In right-to-left sentences a left-to-right isolate keeps the price as Intl wrote it (not "$US 179.99").
  const price = (amount: number) => (i18n.dir() === 'rtl' ? `\u2066${formatPrice(amount, i18n.language)}\u2069` : formatPrice(amount, i18n.language));

  const applyCode = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) void load(code.trim());
  };

  const pay = async () => {
    if (!product) return;
    setPaying(true);
    try {
      const answer = await payApi.checkout(product, checkoutReturnUrl(new URL(location.href)));
      track('checkout_started', { product: product.productId, discounted, mode });
      if (answer.url) return location.assign(answer.url);
      await useSessionStore.getState().refreshUser();
      toast(t('pay.renewed'), 'success');
      close();
    } catch (error) {
      showApiError(error, t('pay.setupFailed'));
    } finally {
      setPaying(false);
    }
  };

  const description = noQuota ? `${t('pro.noQuota')} ${t('pro.intro')}` : t('pro.intro');
  return (
    <Modal open={open} onClose={close} title={t(OFFER_TITLE[mode])} description={description} size="medium" testId="pro-dialog">
      <ul className="feature-list">
        {FEATURES.map((key) => (
          <li key={key}>
            <Check size={18} aria-hidden /> {t(key)}
          </li>
        ))}
      </ul>
      {offer === null && (
        <p className="muted" role="status">
          <Loader2 className="spin" size={16} aria-hidden /> {t('common.loading')}
        </p>
      )}
      {offer && !offer.checkout && <p className="muted">{t('pro.later')}</p>}
      {offer?.checkout && (
        <div className="stack">
          <fieldset className="plan-choice" disabled={paying}>
            <legend className="visually-hidden">{t('pay.choosePlan')}</legend>
            {PLANS.map((id) => {
              const item = offer.products.find((candidate) => candidate.productId === id);
              if (!item) return null;
              const cut = item.productPrice < item.originalPrice;
              return (
                <label key={id} className="plan-option" data-checked={plan === id} data-testid={`plan-${id}`}>
                  <input type="radio" name="plan" value={id} checked={plan === id} onChange={() => setPlan(id)} />
                  <span className="plan-option-text">
                    <strong>{t(`pay.${id}`)}</strong>
                    <span>
                      {cut && <s className="muted">{price(item.originalPrice)}</s>} {t(id === 'annual' ? 'pay.perYear' : 'pay.perMonth', { price: price(item.productPrice) })}
                    </span>
                    {id === 'annual' && terms && <span className="muted">{t('pay.annualNote', { price: price(terms.perMonth), saving: price(terms.saving) })}</span>}
                  </span>
                </label>
              );
            })}
          </fieldset>
          {codeOpen ? (
            <form className="discount-row" onSubmit={applyCode}>
              <TextField label={t('pay.discountLabel')} value={code} onChange={(value) => { setCode(value); setCodeError(undefined); }} error={codeError} autoComplete="off" />
              <button type="submit" className="btn btn-secondary" disabled={checking || !code.trim()}>
                {t('pay.discountApply')}
              </button>
            </form>
          ) : (
            <button type="button" className="plan-link" onClick={() => setCodeOpen(true)}>
              {t('pay.discountLink')}
            </button>
          )}
          {discounted && product && (
            <p className="discount-applied" data-testid="discount-applied">
              <Check size={16} aria-hidden /> {t('pay.discountApplied', { percent: discountPercent(product) })}
            </p>
          )}
        </div>
      )}
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" onClick={() => openDialog('activation')}>
          {t('plan.activate')}
        </button>
        {offer?.checkout ? (
          <button type="button" className="btn btn-primary" onClick={() => void pay()} disabled={paying || checking || !product}>
            {paying && <Loader2 className="spin" size={16} aria-hidden />} {t(offerButton(mode, discounted, checking))}
          </button>
        ) : (
          <button type="button" className="btn btn-primary" onClick={close}>
            {t('common.close')}
          </button>
        )}
      </div>
    </Modal>
  );
}
