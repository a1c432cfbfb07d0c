import { randomBytes } from 'node:crypto';
import type * as oidc from 'openid-client';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { countInvitation, linkInviter } from '../plans/invitations.ts';
import { hashToken } from './account-tokens.ts';
import { startSession } from './user-info.ts';
import { findUserByEmail, insertUser, isDeleted, type UserRow } from './users.ts';

/**
 * Google sign-in as a standard OpenID Connect code flow against OIDC_ISSUER (Google unless
 * configured otherwise), with state, nonce and PKCE kept on the server:
 *
 * 1. `googleLoginUrl` stores a fresh state, nonce and code verifier and answers the provider's
 *    authorization URL.
 * 2. The provider redirects the browser to `googleCallback` (the registered redirect URI), which
 *    exchanges the code, verifies the ID token, keeps the identity under a one-time login code and
 *    redirects to the app's `/googleLogin?googleCode=<login code>`.
 * 3. The app posts `googleLogin` with that googleCode (and attribution); the server creates or
 *    links the user and answers a session.
 *
 * The provider's own code never reaches the app's JavaScript, and a googleCode works once, for
 * ten minutes.
 */
export const GOOGLE_CALLBACK_PATH = '/api/iart/v1/thirdPartyLogin/googleCallback';
const ATTEMPT_TTL = "interval '10 minutes'";

interface Identity {
  sub: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  picture: string | undefined;
}

/** Loaded at the first Google sign-in, which most instances never see, rather than at start. */
const openidClient = () => import('openid-client');

/** One discovery per process; a failed one is retried by the next sign-in. */
const configurations = new WeakMap<AppContext, Promise<oidc.Configuration>>();

function configuration(ctx: AppContext): Promise<oidc.Configuration> {
  const { issuer, clientId, clientSecret } = ctx.settings.oidc;
  if (!clientId || !clientSecret) throw new AppError('SIGN_IN_UNAVAILABLE');
  let config = configurations.get(ctx);
  if (!config) {
    const url = new URL(issuer);
    // Plain http is allowed only for an issuer on this machine (development and tests).
    const local = url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    config = openidClient().then((client) => client.discovery(url, clientId, clientSecret, undefined, local ? { execute: [client.allowInsecureRequests] } : undefined));
    config.catch(() => configurations.delete(ctx));
    configurations.set(ctx, config);
  }
  return config.catch(() => {
    throw new AppError('SIGN_IN_UNAVAILABLE');
  });
}

function redirectUri(ctx: AppContext): string {
  return `${ctx.publicUrl()}${GOOGLE_CALLBACK_PATH}`;
}

export async function googleLoginUrl(ctx: AppContext): Promise<string> {
  const config = await configuration(ctx);
  const client = await openidClient();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  await ctx.db.query(`delete from oidc_logins where created_at < now() - interval '1 day'`);
  await ctx.db.query('insert into oidc_logins (state, nonce, code_verifier) values ($1, $2, $3)', [state, nonce, codeVerifier]);
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri(ctx),
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return url.href;
}

/**
 * Handles the provider's redirect; answers where to send the browser: the app's googleLogin
 * route with a login code, or its login route with `googleError` when anything fails.
 */
export async function googleCallback(ctx: AppContext, query: URLSearchParams): Promise<string> {
  const app = ctx.publicUrl();
  const state = query.get('state') ?? '';
  const [attempt] = await ctx.db.query<{ nonce: string; code_verifier: string }>(
    `update oidc_logins set consumed_at = now() where state = $1 and consumed_at is null and created_at > now() - ${ATTEMPT_TTL} returning nonce, code_verifier`,
    [state],
  );
  if (!attempt || query.has('error')) return `${app}/login?googleError=${attempt ? 'denied' : 'expired'}`;
  let identity: Identity;
  try {
    identity = await exchangeCode(ctx, query, state, attempt.nonce, attempt.code_verifier);
  } catch {
    return `${app}/login?googleError=failed`;
  }
  const loginCode = randomBytes(32).toString('base64url');
  await ctx.db.query('update oidc_logins set login_code_hash = $2, identity = $3, created_at = now() where state = $1', [state, hashToken(loginCode), identity]);
  return `${app}/googleLogin?googleCode=${loginCode}`;
}

async function exchangeCode(ctx: AppContext, query: URLSearchParams, state: string, nonce: string, codeVerifier: string): Promise<Identity> {
  const config = await configuration(ctx);
  const client = await openidClient();
  const currentUrl = new URL(redirectUri(ctx));
  currentUrl.search = query.toString();
  const tokens = await client.authorizationCodeGrant(config, currentUrl, { pkceCodeVerifier: codeVerifier, expectedState: state, expectedNonce: nonce, idTokenExpected: true });
  const idClaims = tokens.claims()!;
  // Some providers keep e-mail and names out of the ID token; the UserInfo endpoint has them.
  const claims: oidc.UserInfoResponse | oidc.IDToken = typeof idClaims.email === 'string' ? idClaims : await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
  const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : '';
  if (!email) throw new Error('the provider gave no e-mail address');
  const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 64) : '');
  return {
    sub: idClaims.sub,
    email,
    emailVerified: claims.email_verified === true,
    firstName: text(claims.given_name) || text(claims.name) || email.split('@')[0]!.slice(0, 64),
    lastName: text(claims.family_name),
    picture: typeof claims.picture === 'string' ? claims.picture : undefined,
  };
}

/**
 * Exchanges a googleCode for a session: the user with this Google subject, else the account with
 * the same e-mail once the provider has verified that address (then linked), else a new account.
 */
export async function googleLogin(ctx: AppContext, googleCode: string, attribution: Record<string, string>, chanToken?: string) {
  const [attempt] = await ctx.db.query<{ identity: Identity }>(
    `update oidc_logins set login_code_hash = null where login_code_hash = $1 and created_at > now() - ${ATTEMPT_TTL} returning identity`,
    [hashToken(googleCode)],
  );
  if (!attempt) throw new AppError('LINK_EXPIRED');
  const { identity } = attempt;
  const [bySubject] = await ctx.db.query<UserRow>('select * from users where google_sub = $1', [identity.sub]);
  let user = bySubject;
  let newUser = false;
  if (!user) {
    const byEmail = await findUserByEmail(ctx.db, identity.email);
    if (byEmail) {
      if (isDeleted(byEmail)) throw new AppError('ACCOUNT_DELETED');
      // Linking to an address the provider has not verified would let anyone claim an account.
      if (!identity.emailVerified) throw new AppError('EMAIL_REGISTERED');
      [user] = await ctx.db.query<UserRow>(
        `update users set google_sub = $2, email_verified_at = coalesce(email_verified_at, now()), picture_url = coalesce(picture_url, $3), updated_at = now() where id = $1 returning *`,
        [byEmail.id, identity.sub, identity.picture ?? null],
      );
    } else {
      user = await insertUser(ctx.db, {
        email: identity.email,
        passwordHash: null,
        firstName: identity.firstName,
        lastName: identity.lastName,
        emailVerified: identity.emailVerified,
        googleSub: identity.sub,
        ...(identity.picture ? { pictureUrl: identity.picture } : {}),
        attribution,
      });
      if (!user) throw new AppError('EMAIL_REGISTERED');
      newUser = true;
      await linkInviter(ctx.db, user.id, chanToken);
      await countInvitation(ctx.db, user.id);
    }
  }
  if (isDeleted(user!)) throw new AppError('ACCOUNT_DELETED');
  const session = await startSession(ctx, user!);
  return { ...session, filledSurvey: session.userInfo.onboarding.filled_survey, newUser };
}
