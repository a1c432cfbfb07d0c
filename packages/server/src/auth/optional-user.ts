import type { AppContext } from '../app-context.ts';
import type { AuthUser } from './tokens.ts';

/**
 * The signed-in caller of a call open to everyone, when the request carries a valid token; a
 * missing, expired or forged token makes the caller anonymous instead of failing the call.
 */
export async function optionalUser(ctx: AppContext, authorization: string | undefined): Promise<AuthUser | undefined> {
  if (!authorization) return undefined;
  try {
    return await ctx.tokens.authenticate(authorization);
  } catch {
    return undefined;
  }
}
