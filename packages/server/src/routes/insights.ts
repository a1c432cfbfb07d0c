import type { FastifyInstance } from 'fastify';
import { LANGUAGE_IDS } from '@folio/contracts';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { optionalUser } from '../auth/optional-user.ts';
import { changelogEntries } from '../domains/changelog/read-changelog.ts';
import { storeEvents } from '../domains/insights/events.ts';
import { storeFeedback } from '../domains/insights/feedback.ts';
import { flagsFor } from '../domains/insights/flags.ts';
import { defineRoute } from '../http/define-route.ts';
import { Email } from '../validation/rules.ts';

/**
 * The self-hosted parts PRODUCT.md §7 "Other" leaves to outside services: product analytics
 * (track/events), the feedback widget (feedback/add) and feature flags (instance/features).
 * All three answer whether or not anyone is signed in.
 */

/** The random id a browser keeps for itself (insights/visitor.ts in the app). */
const Visitor = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
const EventName = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'lower-case letters, digits and _');
const PropValue = z.union([z.string().max(500), z.number().finite(), z.boolean(), z.null()]);
const Props = z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/), PropValue).refine((props) => Object.keys(props).length <= 30, 'at most 30 properties');

/** The app sends at most a batch every 500 ms while someone clicks about: this leaves room for bursts. */
const EVENT_BATCHES_PER_MINUTE = 120;
const FEEDBACK_PER_TEN_MINUTES = 5;

export function insightRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: 'POST',
    url: '/api2/v1/track/events',
    auth: false,
    body: z.strictObject({
      visitor: Visitor,
      events: z
        .array(z.strictObject({ name: EventName, props: Props.optional(), path: z.string().max(2_000).optional(), at: z.number().int().positive().optional() }))
        .min(1)
        .max(50),
    }),
    limits: [{ key: ({ ip }) => `track/events:address:${ip}`, limit: () => EVENT_BATCHES_PER_MINUTE, windowMs: 60_000 }],
    handler: async ({ body, request }) => {
      const user = await optionalUser(ctx, request.headers.authorization);
      return { stored: await storeEvents(ctx, { userId: user?.id, visitor: body.visitor }, body.events) };
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/api2/v1/feedback/add',
    auth: false,
    body: z.strictObject({
      message: z.string().trim().min(1).max(4_000),
      email: Email.optional(),
      path: z.string().max(2_000).optional(),
      ua: z.string().max(1_000).optional(),
      version: z.string().max(100).optional(),
    }),
    limits: [{ key: ({ ip }) => `feedback:address:${ip}`, limit: () => FEEDBACK_PER_TEN_MINUTES, windowMs: 10 * 60_000 }],
    handler: async ({ body, request }) => {
      const user = await optionalUser(ctx, request.headers.authorization);
      await storeFeedback(ctx, user?.id, body);
      return null;
    },
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: '/api2/v1/instance/changelog',
    auth: false,
    query: z.strictObject({ lang: z.enum(LANGUAGE_IDS).default('en') }),
    // The feedback widget's "What's new": the repository's CHANGELOG.md, each title in the reader's language where the entry gives it.
    handler: async ({ query }) => ({
      entries: (await changelogEntries()).map((entry) => ({ id: entry.id, date: entry.date, title: entry.titles[query.lang] ?? entry.titles.en!, body: entry.body })),
    }),
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: '/api2/v1/instance/features',
    auth: false,
    query: z.strictObject({ visitor: Visitor.optional() }),
    handler: async ({ query, request }) => {
      const user = await optionalUser(ctx, request.headers.authorization);
      const subject = user ? `user:${user.id}` : (query.visitor ?? '');
      // What works here: without an OpenID client "Sign in with Google" could only fail, and
      // without Stripe there are no payments and so no invoices to ask for.
      const googleSignIn = Boolean(ctx.settings.oidc.clientId && ctx.settings.oidc.clientSecret);
      return { flags: await flagsFor(ctx.db, ctx.settings, subject), analytics: ctx.settings.insights.analytics, googleSignIn, payments: ctx.settings.stripe !== undefined };
    },
  });
}
