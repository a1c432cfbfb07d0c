import type { Product, UserInfo } from '../api/folio-api.ts';

/**
 * §4 subscription display: a Pro plan cancelled but running is renewed, one that has ended is
 * reactivated, anyone else upgrades. A valid discount code changes the button's words.
 */
export type OfferMode = 'upgrade' | 'renew' | 'reactivate';

export function offerMode(user: Pick<UserInfo, 'userType' | 'unsubscribe' | 'expiredAt'> | null, now = Date.now()): OfferMode {
  if (!user) return 'upgrade';
  const expires = user.expiredAt ? Date.parse(user.expiredAt) : NaN;
  if (user.userType === 'pro' && user.unsubscribe === '1' && !(expires <= now)) return 'renew';
  // The server answers free once Pro has lapsed; the end date it keeps says there was a plan.
  if (user.userType === 'free' && expires <= now) return 'reactivate';
  return 'upgrade';
}

export const OFFER_TITLE: Record<OfferMode, string> = { upgrade: 'pro.title', renew: 'pay.renewTitle', reactivate: 'pay.reactivateTitle' };

export function offerButton(mode: OfferMode, discounted: boolean, checking: boolean): string {
  if (checking) return 'pay.checkingDiscount';
  if (mode === 'reactivate') return 'pay.reactivate';
  if (mode === 'renew') return discounted ? 'pay.renewDiscount' : 'pay.renew';
  return discounted ? 'pay.upgradeDiscount' : 'pay.upgrade';
}

/** §9: the annual plan shown per month (179.99 / 12 = 14.99) and what it saves over twelve monthly payments (about 60). */
export function annualTerms(products: Product[]): { perMonth: number; saving: number } | undefined {
  const annual = products.find((product) => product.productId === 'annual');
  const monthly = products.find((product) => product.productId === 'monthly');
  if (!annual || !monthly) return undefined;
  return { perMonth: Math.floor((annual.productPrice / 12) * 100) / 100, saving: Math.round(monthly.originalPrice * 12 - annual.originalPrice) };
}

/** The share a discount takes off, as the server priced it. */
export function discountPercent(product: Product): number {
  return Math.round((1 - product.productPrice / product.originalPrice) * 100);
}

export function formatPrice(amount: number, language: string, currency = 'USD'): string {
  const whole = Number.isInteger(amount) ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {};
  return new Intl.NumberFormat(language, { style: 'currency', currency: currency.toUpperCase(), ...whole }).format(amount);
}

/** Where Checkout sends the buyer back: this page without one-time parameters (§2 carries the rest). */
export function checkoutReturnUrl(current: URL): string {
  const back = new URL(current.href);
  for (const name of ['payResult', 'priceId', 'priceToken', 'discountCode']) back.searchParams.delete(name);
  return back.href;
}
