import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { checkDiscount, type Discount, type ProductId } from './products.ts';
import { stripeClient } from './stripe-client.ts';
import { runningSubscription, syncSubscription } from './subscriptions.ts';

export interface CheckoutRequest {
  productId: ProductId;
  discountCode: string | undefined;
  /** Where Stripe sends the buyer back; payResult, priceId and priceToken are added (§2). */
  successUrl: string;
  cancelUrl: string;
}

/**
 * createStripePay: a Stripe Checkout page for the product, or, for a subscription that is
 * running but cancelled at its period's end, that subscription renewed in place (§4 'Renew
 * Subscription' needs no second payment). An auto-renewing subscription is 6007.
 */
export async function createCheckout(ctx: AppContext, userId: number, request: CheckoutRequest): Promise<{ url: string | null; renewed: boolean }> {
  const { stripe, config } = await stripeClient(ctx.settings);
  const running = await runningSubscription(ctx, userId);
  if (running && !running.cancel_at_period_end) throw new AppError('ALREADY_SUBSCRIBED');
  if (running) {
    await stripe.subscriptions.update(running.id, { cancel_at_period_end: false });
    await syncSubscription(ctx, running.id);
    return { url: null, renewed: true };
  }
  const discount = request.discountCode ? await checkDiscount(ctx.db, request.discountCode, userId) : undefined;
  const customer = await customerOf(ctx, userId);
  const coupon = discount ? await couponOf(ctx, discount) : undefined;
  const back = (url: string, params: string) => `${url}${url.includes('?') ? '&' : '?'}${params}`;
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer,
    client_reference_id: String(userId),
    line_items: [{ price: config.prices[request.productId], quantity: 1 }],
    ...(coupon ? { discounts: [{ coupon }] } : {}),
    metadata: { userId: String(userId), product: request.productId, discountCode: discount?.code ?? '' },
    subscription_data: { metadata: { userId: String(userId), product: request.productId } },
    // Stripe fills in {CHECKOUT_SESSION_ID}: the app hands it to createSubscription on return.
    success_url: back(request.successUrl, `payResult=1&priceId=${request.productId}&priceToken={CHECKOUT_SESSION_ID}`),
    cancel_url: back(request.cancelUrl, 'payResult=0'),
  });
  if (!session.url) throw new Error('Stripe gave no checkout address');
  await ctx.db.query('insert into checkouts (id, user_id, product, discount_code, url) values ($1, $2, $3, $4, $5)', [session.id, userId, request.productId, discount?.code ?? null, session.url]);
  return { url: session.url, renewed: false };
}

/**
 * createSubscription after the buyer comes back with payResult 1: the checkout must be this
 * account's and paid (6006 otherwise); the subscription then gives Pro until its period ends.
 * The webhook does the same when Stripe reports the payment, whichever comes first.
 */
export async function completeCheckout(ctx: AppContext, userId: number, sessionId: string): Promise<void> {
  const { stripe } = await stripeClient(ctx.settings);
  const [checkout] = await ctx.db.query('select 1 from checkouts where id = $1 and user_id = $2', [sessionId, userId]);
  if (!checkout) throw new AppError('NOT_FOUND');
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  const subscription = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
  if (session.status !== 'complete' || session.payment_status === 'unpaid' || !subscription) throw new AppError('NOT_PAID_PRODUCT');
  await markCheckoutPaid(ctx.db, sessionId, userId);
  await syncSubscription(ctx, subscription);
}

/** A paid checkout: its discount code counts as used by the account (10008 from now on). */
export async function markCheckoutPaid(db: Database, sessionId: string, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [checkout] = await tx.query<{ discount_code: string | null }>(
      'update checkouts set completed_at = coalesce(completed_at, now()) where id = $1 and user_id = $2 returning discount_code',
      [sessionId, userId],
    );
    if (checkout?.discount_code) await tx.query('insert into discount_redemptions (code, user_id) values ($1, $2) on conflict do nothing', [checkout.discount_code, userId]);
  });
}

async function customerOf(ctx: AppContext, userId: number): Promise<string> {
  const [known] = await ctx.db.query<{ customer_id: string }>('select customer_id from stripe_customers where user_id = $1', [userId]);
  if (known) return known.customer_id;
  const [user] = await ctx.db.query<{ email: string; first_name: string; last_name: string }>('select email, first_name, last_name from users where id = $1', [userId]);
  const { stripe } = await stripeClient(ctx.settings);
  const customer = await stripe.customers.create({ email: user!.email, name: `${user!.first_name} ${user!.last_name}`.trim() || undefined, metadata: { userId: String(userId) } });
  // Two checkouts at once may both create one: the first stored wins and the other stays unused.
  const [stored] = await ctx.db.query<{ customer_id: string }>(
    'insert into stripe_customers (user_id, customer_id) values ($1, $2) on conflict (user_id) do update set customer_id = stripe_customers.customer_id returning customer_id',
    [userId, customer.id],
  );
  return stored!.customer_id;
}

/** The Stripe coupon of a discount code, made at the code's first use: once, on the first payment. */
async function couponOf(ctx: AppContext, discount: Discount): Promise<string> {
  if (discount.stripeCoupon) return discount.stripeCoupon;
  const { stripe } = await stripeClient(ctx.settings);
  const coupon = await stripe.coupons.create({ percent_off: discount.percentOff, duration: 'once', name: discount.code });
  const [row] = await ctx.db.query<{ stripe_coupon: string }>('update discount_codes set stripe_coupon = coalesce(stripe_coupon, $2) where code = $1 returning stripe_coupon', [discount.code, coupon.id]);
  return row!.stripe_coupon;
}
