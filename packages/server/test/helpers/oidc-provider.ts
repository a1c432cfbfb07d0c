import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Adapter, type AdapterPayload } from 'oidc-provider';

/**
 * A real OpenID Connect provider on 127.0.0.1 standing in for Google: discovery, authorization
 * with PKCE, token endpoint, signed ID tokens, UserInfo. Its interaction step signs in whoever
 * `account` names without a form.
 */
export interface Account {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

export const CLIENT_ID = 'folio-test';
export const CLIENT_SECRET = 'folio-test-secret-0123456789';

export interface TestProvider {
  issuer: string;
  account: Account;
  /** (Re)creates the provider for a Folio instance's redirect URI. */
  register(redirectUri: string): Promise<void>;
  close(): Promise<void>;
}

export async function startOidcProvider(): Promise<TestProvider> {
  let provider: Provider | undefined;
  const jwk = { ...(await exportJWK((await generateKeyPair('RS256', { extractable: true })).privateKey)), kid: 'test', use: 'sig', alg: 'RS256' };
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/interaction/')) void finishInteraction(req, res);
    else provider!.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const state: TestProvider = {
    issuer,
    account: { sub: 'google-sub-1', email: 'ada@example.com', email_verified: true, given_name: 'Ada', family_name: 'Lovelace', picture: 'https://pictures.example.com/ada.png' },
    async register(redirectUri) {
      provider = new Provider(issuer, {
        clients: [{ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, redirect_uris: [redirectUri], token_endpoint_auth_method: 'client_secret_post' }],
        jwks: { keys: [jwk] },
        adapter: MemoryAdapter,
        ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
        cookies: { keys: ['test-cookie-key'] },
        pkce: { required: () => true },
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name', 'picture'] },
        features: { devInteractions: { enabled: false } },
        interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
        findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ ...state.account, sub }) }),
        // Consent is given: every sign-in gets a grant for the scopes Folio asks for.
        async loadExistingGrant(ctx) {
          const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
          grant.addOIDCScope('openid email profile');
          await grant.save();
          return grant;
        },
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  async function finishInteraction(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      await provider!.interactionDetails(req, res);
      await provider!.interactionFinished(req, res, { login: { accountId: state.account.sub } }, { mergeWithLastSubmission: false });
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  }

  return state;
}

/**
 * Follows the provider's redirects the way a browser would (keeping its cookies) until they
 * leave the provider; answers that last location.
 */
export async function signInAtProvider(loginUrl: string, issuer: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(loginUrl);
  for (let hop = 0; hop < 10 && url.origin === new URL(issuer).origin; hop++) {
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') } });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!, value.join('='));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${url} with ${response.status}: ${await response.text()}`);
    url = new URL(location, url);
  }
  return url;
}

/** The provider's state for one test run; set explicitly so it does not warn about its default. */
const stored = new Map<string, AdapterPayload>();

class MemoryAdapter implements Adapter {
  constructor(private readonly model: string) {}

  private key(id: string): string {
    return `${this.model}:${id}`;
  }

  async upsert(id: string, payload: AdapterPayload): Promise<void> {
    stored.set(this.key(id), payload);
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return stored.get(this.key(id));
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return [...stored.values()].find((payload) => payload.uid === uid);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return [...stored.values()].find((payload) => payload.userCode === userCode);
  }

  async consume(id: string): Promise<void> {
    const payload = stored.get(this.key(id));
    if (payload) payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string): Promise<void> {
    stored.delete(this.key(id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (const [key, payload] of stored) if (payload.grantId === grantId) stored.delete(key);
  }
}
