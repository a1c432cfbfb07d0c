import type Stripe from 'stripe';
import type { Settings } from '../../settings.ts';
import { AppError } from '../../errors/app-error.ts';

const clients = new WeakMap<NonNullable<Settings['stripe']>, Stripe>();

/**
 * The Stripe API client of an instance with payments (STRIPE_API_URL points it at a local
 * stand-in in tests). Without STRIPE_* settings there is nothing to pay with: -4.
 */
export async function stripeClient(settings: Settings): Promise<{ stripe: Stripe; config: NonNullable<Settings['stripe']> }> {
  const config = settings.stripe;
  if (!config) throw new AppError('NOT_FOUND');
  let stripe = clients.get(config);
  if (!stripe) {
    // Loaded at the first payment call, not at start: instances without payments never need it.
    const { default: Stripe } = await import('stripe');
    const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
    stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(api ? { host: api.hostname, port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)), protocol: api.protocol === 'https:' ? 'https' : 'http' } : {}),
    });
    clients.set(config, stripe);
  }
  return { stripe, config };
}
