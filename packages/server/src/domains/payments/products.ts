import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';

/** §3 products and §9 prices (USD); the Stripe prices an operator sets must charge the same. */
export const PRODUCTS = {
  monthly: { productType: 'MONTHLY_SUBSCRIBE', price: 19.99 },
  annual: { productType: 'YEAR_SUBSCRIBE', price: 179.99 },
} as const;

export type ProductId = keyof typeof PRODUCTS;

export function isProductId(id: string): id is ProductId {
  return Object.hasOwn(PRODUCTS, id);
}

export interface ProductInfo {
  productId: ProductId;
  productType: string;
  /** What the first payment costs, after the discount. */
  productPrice: number;
  originalPrice: number;
  /** What createStripePay takes to charge this price: the product and the discount code. */
  productInfoToken: string;
}

export interface Discount {
  code: string;
  percentOff: number;
  stripeCoupon: string | null;
}

/**
 * A discount code as the buyer typed it, checked for this account: §8 10004 unknown, 10005
 * past its date, 10008 already used by this account.
 */
export async function checkDiscount(db: Queryable, typed: string, userId: number | undefined): Promise<Discount> {
  const code = typed.trim().toUpperCase();
  const [row] = await db.query<{ code: string; percent_off: number; expired: boolean; stripe_coupon: string | null }>(
    'select code, percent_off, expires_at is not null and expires_at <= now() as expired, stripe_coupon from discount_codes where code = $1',
    [code],
  );
  if (!row) throw new AppError('DISCOUNT_CODE_INVALID');
  if (row.expired) throw new AppError('DISCOUNT_CODE_EXPIRED');
  if (userId !== undefined) {
    const used = await db.query('select 1 from discount_redemptions where code = $1 and user_id = $2', [code, userId]);
    if (used.length > 0) throw new AppError('DISCOUNT_CODE_USED');
  }
  return { code: row.code, percentOff: row.percent_off, stripeCoupon: row.stripe_coupon };
}

/** GET getProductInfo: both products, discounted when a valid code comes along. */
export async function productInfo(db: Queryable, userId: number | undefined, discountCode: string | undefined): Promise<ProductInfo[]> {
  const discount = discountCode ? await checkDiscount(db, discountCode, userId) : undefined;
  return (Object.keys(PRODUCTS) as ProductId[]).map((productId) => {
    const { productType, price } = PRODUCTS[productId];
    const productPrice = discount ? Math.round(price * (100 - discount.percentOff)) / 100 : price;
    return { productId, productType, productPrice, originalPrice: price, productInfoToken: discount ? `${productId}:${discount.code}` : productId };
  });
}

/** The product and discount code a productInfoToken names; the code is checked again at checkout. */
export function readProductInfoToken(token: string): { productId: ProductId; discountCode: string | undefined } {
  const [productId = '', discountCode, ...rest] = token.split(':');
  if (!isProductId(productId) || rest.length > 0) throw new AppError('NOT_PAID_PRODUCT');
  return { productId, discountCode: discountCode || undefined };
}
