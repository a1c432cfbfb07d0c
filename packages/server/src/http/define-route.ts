import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import type { AuthUser } from '../auth/tokens.ts';
import { AppError } from '../errors/app-error.ts';
import type { CatalogueKey } from '@folio/contracts';
import type { Settings } from '../settings.ts';
import { envelope, successCode } from './envelope.ts';
import { parseInput } from './parse-input.ts';

/** A rate limit checked after the input is parsed; `key` undefined skips it for this request. */
export interface RouteLimit<Input> {
  key(input: Input): string | undefined;
  limit(settings: Settings): number;
  windowMs: number;
  /** The answer once exceeded: code 0 'Too frequent visits.' unless the spec names another. */
  error?: CatalogueKey;
}

type Parsed<S> = S extends z.ZodType ? z.infer<S> : Record<string, never>;

export interface RouteInput<B, Q, A extends boolean> {
  body: Parsed<B>;
  query: Parsed<Q>;
  user: A extends true ? AuthUser : undefined;
  /** Client address (honours X-Forwarded-For only with TRUST_PROXY=true). */
  ip: string;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteDefinition<B extends z.ZodType | undefined, Q extends z.ZodType | undefined, A extends boolean> {
  method: 'GET' | 'POST';
  url: string;
  /** true: a valid bearer token is required (the requireUser check) before anything else runs. */
  auth: A;
  /** Strict zod schemas: unknown fields are a -2. A missing body counts as `{}`. */
  body?: B;
  query?: Q;
  limits?: RouteLimit<RouteInput<B, Q, A>>[];
  /** The success message when the spec gives one (e.g. register's). */
  message?: string;
  handler(input: RouteInput<B, Q, A>): Promise<unknown>;
}

const EMPTY = z.strictObject({});

/**
 * Registers a JSON call of PRODUCT.md §7: authenticates, validates, rate-limits, runs the
 * handler and wraps what it returns in the success envelope of the path's family. Failures are
 * thrown as AppError and enveloped by the error handler, so handlers never write JSON by hand.
 */
export function defineRoute<B extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined, A extends boolean = false>(
  app: FastifyInstance,
  ctx: AppContext,
  route: RouteDefinition<B, Q, A>,
): void {
  const code = successCode(route.url);
  app.route({
    method: route.method,
    url: route.url,
    handler: async (request, reply) => {
      const user = route.auth ? await ctx.tokens.authenticate(request.headers.authorization) : undefined;
      const input = {
        body: parseInput(route.body ?? EMPTY, request.body ?? {}),
        query: parseInput(route.query ?? EMPTY, request.query ?? {}),
        user,
        ip: request.ip,
        request,
        reply,
      } as RouteInput<B, Q, A>;
      for (const limit of route.limits ?? []) {
        const key = limit.key(input);
        if (key !== undefined && !(await ctx.limiter.hit(key, limit.limit(ctx.settings), limit.windowMs))) throw new AppError(limit.error ?? 'TOO_FREQUENT');
      }
      const data = await route.handler(input);
      return envelope(code, route.message ?? 'success', data ?? null);
    },
  });
}
