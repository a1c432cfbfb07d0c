import { describe, expect, it } from 'vitest';
import type { Product } from '../api/folio-api.ts';
import { annualTerms, checkoutReturnUrl, discountPercent, formatPrice, offerButton, offerMode } from './pro-offer.ts';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const product = (productId: 'monthly' | 'annual', productPrice: number, originalPrice = productPrice): Product => ({ productId, productType: '', productPrice, originalPrice, productInfoToken: productId });

describe('the §4 subscription display', () => {
  it('renews a cancelled plan that still runs, reactivates one that ended, upgrades everyone else', () => {
    expect(offerMode({ userType: 'pro', unsubscribe: '1', expiredAt: '2026-12-25T00:00:00Z' }, NOW)).toBe('renew');
    expect(offerMode({ userType: 'free', unsubscribe: '1', expiredAt: '2026-10-25T00:00:00Z' }, NOW)).toBe('reactivate');
    expect(offerMode({ userType: 'pro', unsubscribe: '0', expiredAt: '2026-12-25T00:00:00Z' }, NOW)).toBe('upgrade');
    expect(offerMode({ userType: 'free', unsubscribe: '0', expiredAt: null }, NOW)).toBe('upgrade');
    expect(offerMode(null, NOW)).toBe('upgrade');
  });

  it('words the button for the mode, a discount and a code being checked', () => {
    expect(offerButton('upgrade', false, false)).toBe('pay.upgrade');
    expect(offerButton('upgrade', true, false)).toBe('pay.upgradeDiscount');
    expect(offerButton('renew', true, false)).toBe('pay.renewDiscount');
    expect(offerButton('reactivate', true, false)).toBe('pay.reactivate');
    expect(offerButton('renew', false, true)).toBe('pay.checkingDiscount');
  });
});

describe('prices', () => {
  it('shows the annual plan as 14.99 a month, saving about 60 (§9)', () => {
    expect(annualTerms([product('monthly', 19.99), product('annual', 179.99)])).toEqual({ perMonth: 14.99, saving: 60 });
  });

  it('writes prices in the reader’s language, whole amounts without cents', () => {
    expect(formatPrice(179.99, 'en')).toBe('$179.99');
    expect(formatPrice(60, 'en')).toBe('$60');
    expect(formatPrice(14.99, 'de')).toBe('14,99\u00a0$');
  });

  it('reads the discount off the server’s prices', () => {
    expect(discountPercent(product('monthly', 15.99, 19.99))).toBe(20);
  });

  it('sends the buyer back to the same page without one-time payment parameters', () => {
    expect(checkoutReturnUrl(new URL('http://folio.test/workspace?language=fr&payResult=0&discountCode=X'))).toBe('http://folio.test/workspace?language=fr');
  });
});
