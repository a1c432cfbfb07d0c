import type Stripe from 'stripe';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { isProductId } from './products.ts';
import { stripeClient } from './stripe-client.ts';

/** Statuses in which a subscription gives Pro until its period ends. */
const PAYING = new Set(['active', 'trialing', 'past_due']);

/**
 * Asks Stripe for the subscription as it is now and writes what it means: the subscriptions
 * row, and the membership (Pro until the paid period ends, '1' once cancelled). Every path
 * (checkout return, webhook, cancel, renew) ends here, so running it twice changes nothing.
 */
export async function syncSubscription(ctx: AppContext, subscriptionId: string): Promise<void> {
  const { stripe } = await stripeClient(ctx.settings);
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const userId = Number(subscription.metadata.userId);
  const product = subscription.metadata.product ?? '';
  if (!Number.isInteger(userId) || userId <= 0 || !isProductId(product)) return;
  const periodEnd = new Date(periodEndOf(subscription) * 1000);
  const paying = PAYING.has(subscription.status);
  const cancelled = subscription.cancel_at_period_end || !paying;
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx.query('select 1 from users where id = $1', [userId]);
    if (!user) return;
    await tx.query(
      `insert into subscriptions (id, user_id, product, status, period_end, cancel_at_period_end) values ($1, $2, $3, $4, $5, $6)
       on conflict (id) do update set status = excluded.status, period_end = excluded.period_end, cancel_at_period_end = excluded.cancel_at_period_end, updated_at = now()`,
      [subscription.id, userId, product, subscription.status, periodEnd, subscription.cancel_at_period_end],
    );
    if (paying) {
      // Days of Pro already given (an activation code) are not cut short by a shorter period.
      await tx.query(
        `insert into memberships (user_id, plan, started_at, expires_at, first_subscribed_at, cancelled) values ($1, $2, now(), $3, now(), $4)
         on conflict (user_id) do update set plan = excluded.plan, cancelled = excluded.cancelled,
           started_at = case when memberships.expires_at > now() then memberships.started_at else now() end,
           expires_at = greatest(memberships.expires_at, excluded.expires_at)`,
        [userId, product, periodEnd, cancelled],
      );
    } else {
      // Ended at once (unpaid, refunded): Pro ends with it.
      await tx.query('update memberships set cancelled = true, expires_at = least(expires_at, now()) where user_id = $1 and plan = $2', [userId, product]);
    }
  });
}

/** The end of the paid period: on the subscription's item in current Stripe API versions, on the subscription in older ones. */
function periodEndOf(subscription: Stripe.Subscription): number {
  const item = subscription.items.data[0] as (Stripe.SubscriptionItem & { current_period_end?: number }) | undefined;
  const legacy = (subscription as Stripe.Subscription & { current_period_end?: number }).current_period_end;
  const end = item?.current_period_end ?? legacy;
  if (!end) throw new Error(`subscription ${subscription.id} has no period end`);
  return end;
}

/** The subscription still giving Pro, if any. */
export async function runningSubscription(ctx: AppContext, userId: number): Promise<{ id: string; cancel_at_period_end: boolean } | undefined> {
  const [row] = await ctx.db.query<{ id: string; cancel_at_period_end: boolean }>(
    'select id, cancel_at_period_end from subscriptions where user_id = $1 and status = any($2) and period_end > now() order by period_end desc limit 1',
    [userId, [...PAYING]],
  );
  return row;
}

/** POST unsubscribe: the subscription stops renewing; Pro lasts until the paid period ends (§4). */
export async function cancelSubscription(ctx: AppContext, userId: number): Promise<void> {
  const { stripe } = await stripeClient(ctx.settings);
  const running = await runningSubscription(ctx, userId);
  if (!running || running.cancel_at_period_end) throw new AppError('NOT_FOUND');
  await stripe.subscriptions.update(running.id, { cancel_at_period_end: true });
  await syncSubscription(ctx, running.id);
}

export interface Invoice {
  id: string;
  number: string;
  createdTime: string;
  amount: number;
  currency: string;
  status: string;
  url: string | null;
  pdf: string | null;
}

/** POST listInvoices: the account's Stripe invoices, newest first (none before a first checkout). */
export async function listInvoices(ctx: AppContext, userId: number): Promise<Invoice[]> {
  const { stripe } = await stripeClient(ctx.settings);
  const [customer] = await ctx.db.query<{ customer_id: string }>('select customer_id from stripe_customers where user_id = $1', [userId]);
  if (!customer) return [];
  const invoices = await stripe.invoices.list({ customer: customer.customer_id, limit: 24 });
  return invoices.data.map((invoice) => ({
    id: invoice.id ?? '',
    number: invoice.number ?? '',
    createdTime: new Date(invoice.created * 1000).toISOString(),
    amount: invoice.amount_paid / 100,
    currency: invoice.currency,
    status: invoice.status ?? '',
    url: invoice.hosted_invoice_url ?? null,
    pdf: invoice.invoice_pdf ?? null,
  }));
}
