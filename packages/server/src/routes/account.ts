import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { deleteMembership, grantTrialMembership } from '../domains/account/membership.ts';
import { AttributionFields, pickAttribution } from '../domains/account/attribution.ts';
import { GOOGLE_CALLBACK_PATH, googleCallback, googleLogin, googleLoginUrl } from '../domains/account/google-login.ts';
import { isRegistered, loginWithPassword } from '../domains/account/login.ts';
import { OnboardingPatch } from '../domains/account/onboarding.ts';
import { changePassword, requestPasswordReset, resetPassword } from '../domains/account/password.ts';
import { deleteAccount, editProfile, type ProfileChange } from '../domains/account/profile.ts';
import { register, VERIFY_EMAIL_PATH, verifyEmail } from '../domains/account/register.ts';
import { loadUserInfo } from '../domains/account/user-info.ts';
import { AppError } from '../errors/app-error.ts';
import { ANY_QUERY, defineRoute } from '../http/define-route.ts';
import { mailCooldown, perAccount, perAddress } from '../http/limits.ts';
import { Email, Password, PersonName } from '../validation/rules.ts';

/** PRODUCT.md §7 "Account". Handlers only translate HTTP to the account domain's services. */

const LOGIN = '/api/iart/v1/thirdPartyLogin';
/** Passwords being checked (not set) are only bounded: older rules may have allowed others. */
const AnyPassword = z.string().min(1).max(128);
/** The inviter's code (the `r` link parameter) a sign-up came with. */
const ChanToken = z.string().max(256).optional();
const Id = z.union([z.number().int().positive().max(2 ** 31 - 1), z.string().regex(/^[1-9]\d{0,8}$/).transform(Number)]);

const ProfileEdit = z
  .strictObject({
    firstName: PersonName.optional(),
    lastName: PersonName.optional(),
    email: Email.optional(),
    headFileImageId: Id.optional(),
    onboardingJson: z.string().max(10_000).optional(),
  })
  .refine((body) => Object.values(body).filter((value) => value !== undefined).length === 1, 'exactly one field per edit');

export function accountRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: 'POST',
    url: `${LOGIN}/emailLinkRegister`,
    auth: false,
    body: z.strictObject({ email: Email, password: Password, firstName: PersonName, lastName: PersonName, chanToken: ChanToken, ...AttributionFields }),
    limits: [perAddress('register')],
    message: 'The verification email has been sent.',
    handler: async ({ body }) => {
      await register(ctx, { email: body.email, password: body.password, firstName: body.firstName, lastName: body.lastName, attribution: pickAttribution(body), chanToken: body.chanToken });
    },
  });

  // The link in the verification mail: whatever it carries, the visitor lands on the app's page that says how it went.
  defineRoute(app, ctx, {
    method: 'GET',
    url: VERIFY_EMAIL_PATH,
    auth: false,
    query: ANY_QUERY,
    answer: 'redirect',
    handler: async ({ request }) => `${ctx.publicUrl()}/verify?verifyStatus=${await verifyEmail(ctx, linkParameters(request).get('token') ?? '')}`,
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${LOGIN}/emailLinkLogin`,
    auth: false,
    body: z.strictObject({ email: Email, password: AnyPassword }),
    limits: [perAddress('login')],
    handler: ({ body, ip }) => loginWithPassword(ctx, body.email, body.password, ip),
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: `${LOGIN}/emailIsRegister`,
    auth: false,
    query: z.strictObject({ emailAddress: Email }),
    limits: [perAddress('emailIsRegister')],
    handler: async ({ query }) => ({ isRegister: (await isRegistered(ctx, query.emailAddress)) ? 1 : 0 }),
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: `${LOGIN}/getUserInfo`,
    auth: true,
    handler: ({ user }) => loadUserInfo(ctx, user.id),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/api/iart/v1/userProfile/edit',
    auth: true,
    body: ProfileEdit,
    handler: ({ user, body }) => editProfile(ctx, user.id, profileChange(body)),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/api/iart/v1/userProfile/delete',
    auth: true,
    handler: ({ user }) => deleteAccount(ctx, user.id),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/api2/v1/user/password/update',
    auth: true,
    body: z.strictObject({ password: AnyPassword, new_password: Password }),
    limits: [perAccount('passwordUpdate', ({ user }: { user: { id: number } }) => user.id)],
    message: 'Password updated successfully',
    handler: ({ user, body }) => changePassword(ctx, user.id, body.password, body.new_password),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${LOGIN}/resetEmailPassword`,
    auth: false,
    body: z.strictObject({ email: Email }),
    limits: [perAddress('resetEmail'), mailCooldown('resetEmail', ({ body }: { body: { email: string } }) => body.email)],
    message: 'The email has been sent.',
    handler: ({ body }) => requestPasswordReset(ctx, body.email),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${LOGIN}/reset`,
    auth: false,
    body: z.strictObject({ resetToken: z.string().min(1).max(256), resetPassword: Password }),
    limits: [perAddress('reset')],
    message: 'Password reset successfully',
    handler: ({ body }) => resetPassword(ctx, body.resetToken, body.resetPassword),
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: `${LOGIN}/googleLoginUrl`,
    auth: false,
    limits: [perAddress('googleLoginUrl')],
    handler: async () => ({ loginUrl: await googleLoginUrl(ctx) }),
  });

  // The sign-in provider's redirect: its parameters (code, state, error, iss…) are the provider's, read by google-login.ts.
  defineRoute(app, ctx, {
    method: 'GET',
    url: GOOGLE_CALLBACK_PATH,
    auth: false,
    query: ANY_QUERY,
    answer: 'redirect',
    handler: ({ request }) => googleCallback(ctx, linkParameters(request)),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: `${LOGIN}/googleLogin`,
    auth: false,
    body: z.strictObject({ googleCode: z.string().min(1).max(256), chanToken: ChanToken, ...AttributionFields }),
    limits: [perAddress('googleLogin')],
    handler: ({ body }) => googleLogin(ctx, body.googleCode, pickAttribution(body), body.chanToken),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/api/iart/v1/debug/deleteUserMembershipRecord',
    auth: true,
    handler: async ({ user }) => {
      // A debug-board tool (PRODUCT.md §6): it does not exist in production.
      if (ctx.settings.production) throw new AppError('NOT_FOUND');
      await deleteMembership(ctx.db, user.id);
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/api/iart/v1/debug/grantMembership',
    auth: true,
    handler: async ({ user }) => {
      // The debug board's counterpart to removing membership, for trying Pro features (exports) without payment; absent in production.
      if (ctx.settings.production) throw new AppError('NOT_FOUND');
      await grantTrialMembership(ctx.db, user.id);
    },
  });
}

/** A link's parameters as the browser sent them: the first of a repeated name counts, as URLSearchParams reads it. */
function linkParameters(request: FastifyRequest): URLSearchParams {
  return new URLSearchParams(request.url.split('?')[1] ?? '');
}

function profileChange(body: z.infer<typeof ProfileEdit>): ProfileChange {
  if (body.firstName !== undefined) return { firstName: body.firstName };
  if (body.lastName !== undefined) return { lastName: body.lastName };
  if (body.email !== undefined) return { email: body.email };
  if (body.headFileImageId !== undefined) return { headFileImageId: body.headFileImageId };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.onboardingJson ?? '');
  } catch {
    throw new AppError('PARAMETER_ERROR');
  }
  const onboarding = OnboardingPatch.safeParse(parsed);
  if (!onboarding.success) throw new AppError('PARAMETER_ERROR');
  return { onboarding: onboarding.data };
}
