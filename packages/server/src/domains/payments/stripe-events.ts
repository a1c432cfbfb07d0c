import type Stripe from 'stripe';
import type { AppContext } from '../../app-context.ts';
import { markCheckoutPaid } from './checkout.ts';
import { syncSubscription } from './subscriptions.ts';

/**
 * A Stripe webhook, signature already checked: a finished checkout, and every change to a
 * subscription or its invoices (renewals, cancellations, failed payments), are synced.
 */
export async function handleStripeEvent(ctx: AppContext, event: Stripe.Event): Promise<void> {
  const object = event.data.object as { id?: string; subscription?: unknown; client_reference_id?: string | null; parent?: { subscription_details?: { subscription?: unknown } } };
  const idOf = (value: unknown) => (typeof value === 'string' ? value : (value as { id?: string } | null | undefined)?.id);
  let subscription: string | undefined;
  if (event.type === 'checkout.session.completed') {
    const userId = Number(object.client_reference_id);
    if (object.id && Number.isInteger(userId)) await markCheckoutPaid(ctx.db, object.id, userId);
    subscription = idOf(object.subscription);
  } else if (event.type.startsWith('customer.subscription.')) {
    subscription = object.id;
  } else if (event.type.startsWith('invoice.')) {
    // Invoices name their subscription at the top in older API versions, under parent in newer ones.
    subscription = idOf(object.subscription) ?? idOf(object.parent?.subscription_details?.subscription);
  }
  if (subscription) await syncSubscription(ctx, subscription);
}
