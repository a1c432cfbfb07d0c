import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { activateCode } from '../domains/plans/activate-code.ts';
import { mintActivationCodes } from '../domains/plans/codes.ts';
import { channelToken, sendInvitation } from '../domains/plans/invitations.ts';
import { AppError } from '../errors/app-error.ts';
import { defineRoute } from '../http/define-route.ts';
import { mailCooldown, perAccount } from '../http/limits.ts';
import { Email } from '../validation/rules.ts';

/** PRODUCT.md §7 "Payment and invite": activation codes and invitations (payments: payments.ts). */

const LOGIN = '/api/iart/v1/thirdPartyLogin';
/** Invitation mails one account may send a day: enough to invite friends, too few to spam with. */
const INVITATIONS_PER_DAY = 20;

export function planRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/api/iart/v1/activity/activateActivityCode',
    auth: true,
    query: z.strictObject({ activityCode: z.string().trim().min(1).max(64) }),
    // Codes are guessed one try at a time: the per-account attempt limit makes that hopeless.
    limits: [perAccount('activateCode', ({ user }: { user: { id: number } }) => user.id)],
    message: 'Activation code verified successfully',
    handler: ({ user, query }) => activateCode(ctx, user.id, query.activityCode),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${LOGIN}/generateChannelToken`,
    auth: true,
    body: z.strictObject({ chanId: z.coerce.number().int().positive(), chanType: z.literal('USER') }),
    handler: ({ user, body }) => {
      // The channel is always the caller's own: another user's id reveals nothing.
      if (body.chanId !== user.id) throw new AppError('NOT_FOUND');
      return channelToken(ctx.db, user.id);
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${LOGIN}/sendInvitationEmail`,
    auth: true,
    body: z.strictObject({ email: Email }),
    limits: [
      mailCooldown('invitation', ({ user }: { user: { id: number } }) => String(user.id)),
      { key: ({ user }: { user: { id: number } }) => `invitation:day:${user.id}`, limit: () => INVITATIONS_PER_DAY, windowMs: 24 * 3600 * 1000 },
    ],
    message: 'Invitation successful.',
    handler: ({ user, body }) => sendInvitation(ctx, user.id, body.email),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/api/iart/v1/debug/activationCode',
    auth: true,
    body: z.strictObject({ days: z.number().int().min(1).max(3650).default(30), quota: z.number().int().min(1).max(1000).default(1) }),
    handler: async ({ body }) => {
      // What `folio codes create` does, for the debug board and end-to-end tests while `folio start`
      // holds the embedded database; absent in production, where the operator uses the command.
      if (ctx.settings.production) throw new AppError('NOT_FOUND');
      const [code] = await mintActivationCodes(ctx.db, { days: body.days, quota: body.quota, count: 1, note: 'debug' });
      return { code };
    },
  });
}
