import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { optionalUser } from '../auth/optional-user.ts';
import { completeCheckout, createCheckout } from '../domains/payments/checkout.ts';
import { productInfo, readProductInfoToken } from '../domains/payments/products.ts';
import { handleStripeEvent } from '../domains/payments/stripe-events.ts';
import { stripeClient } from '../domains/payments/stripe-client.ts';
import { cancelSubscription, listInvoices } from '../domains/payments/subscriptions.ts';
import { AppError } from '../errors/app-error.ts';
import { defineRoute } from '../http/define-route.ts';

/** PRODUCT.md §7 "Payment and invite": prices, Stripe Checkout, the return from it, invoices and cancelling. */

const PAY = '/api/iart/v1/thirdPartyPayment';
const SHOP = '/api/iart/v1/airwallex';
const WebUrl = z.url({ protocol: /^https?$/ }).max(2_000);
const CHECKOUTS_PER_MINUTE = 10;

export function paymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: `${SHOP}/getProductInfo`,
    auth: false,
    query: z.strictObject({ discountCode: z.string().trim().min(1).max(64).optional() }),
    handler: async ({ query, request }) => {
      const user = await optionalUser(ctx, request.headers.authorization);
      // checkout false: this instance takes no payments (no STRIPE_* settings); the app offers activation codes instead.
      return { products: await productInfo(ctx.db, user?.id, query.discountCode), checkout: ctx.settings.stripe !== undefined };
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${PAY}/createStripePay`,
    auth: true,
    body: z.strictObject({ productId: z.string().min(1).max(40), productInfoToken: z.string().min(1).max(120).optional(), successStripeUrl: WebUrl, cancelStripeUrl: WebUrl }),
    limits: [{ key: ({ user }) => `createStripePay:${user.id}`, limit: () => CHECKOUTS_PER_MINUTE, windowMs: 60_000 }],
    handler: ({ user, body }) => {
      const { productId, discountCode } = readProductInfoToken(body.productInfoToken ?? body.productId);
      if (productId !== body.productId) throw new AppError('NOT_PAID_PRODUCT');
      return createCheckout(ctx, user.id, { productId, discountCode, successUrl: body.successStripeUrl, cancelUrl: body.cancelStripeUrl });
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${SHOP}/createSubscription`,
    auth: true,
    // productInfoToken is the checkout the buyer came back from (priceToken on the return address).
    body: z.strictObject({ productId: z.string().min(1).max(40), productInfoToken: z.string().regex(/^cs_[A-Za-z0-9_]{1,200}$/) }),
    handler: async ({ user, body }) => {
      await completeCheckout(ctx, user.id, body.productInfoToken);
      return null;
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${PAY}/listInvoices`,
    auth: true,
    handler: async ({ user }) => ({ list: await listInvoices(ctx, user.id) }),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${PAY}/unsubscribe`,
    auth: true,
    handler: async ({ user }) => {
      await cancelSubscription(ctx, user.id);
      return null;
    },
  });

  // Stripe signs the exact bytes it sends: this one route keeps the body as bytes.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    defineRoute(scope, ctx, {
      method: 'POST',
      url: `${PAY}/stripeWebhook`,
      // Stripe's signature over the bytes is the authority, checked before anything is read from them.
      auth: false,
      body: z.instanceof(Buffer),
      answer: 'file',
      handler: async ({ body, request }) => {
        const { stripe, config } = await stripeClient(ctx.settings);
        let event;
        try {
          event = stripe.webhooks.constructEvent(body, String(request.headers['stripe-signature'] ?? ''), config.webhookSecret);
        } catch {
          throw new AppError('PARAMETER_ERROR');
        }
        await handleStripeEvent(ctx, event);
        // Stripe's own acknowledgement, not the §7 envelope: Stripe reads only the status.
        return { type: 'application/json; charset=utf-8', body: JSON.stringify({ received: true }) };
      },
    });
  });
}
