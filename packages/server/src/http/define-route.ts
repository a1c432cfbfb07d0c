import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import type { AuthUser } from '../auth/tokens.ts';
import { AppError } from '../errors/app-error.ts';
import type { CatalogueKey } from '@folio/contracts';
import type { Settings } from '../settings.ts';
import { envelope, successCode } from './envelope.ts';
import { parseInput } from './parse-input.ts';
import { sendAnswer, type Answers, type NonEnvelopeAnswer } from './route-answers.ts';

/** A rate limit checked after the input is parsed; `key` undefined skips it for this request. */
export interface RouteLimit<Input> {
  key(input: Input): string | undefined;
  limit(settings: Settings): number;
  windowMs: number;
  /** The answer once exceeded: code 0 'Too frequent visits.' unless the spec names another. */
  error?: CatalogueKey;
}

type Parsed<S> = S extends z.ZodType ? z.infer<S> : Record<string, never>;

export interface RouteInput<B, Q, P, A extends boolean> {
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
  user: A extends true ? AuthUser : undefined;
  /** Client address (honours X-Forwarded-For only with TRUST_PROXY=true). */
  ip: string;
  /** Aborted when the client goes away before the answer is complete: work for nobody stops. */
  signal: AbortSignal;
  request: FastifyRequest;
  /** For headers beside an envelope (a cookie, raw-json.ts); other answers are sent from what the handler returns. */
  reply: FastifyReply;
}

export interface RouteDefinition<B extends z.ZodType | undefined, Q extends z.ZodType | undefined, P extends z.ZodType | undefined, A extends boolean, M extends keyof Answers> {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  /** true: a valid bearer token is required (the requireUser check) before anything else runs. */
  auth: A;
  /** Strict zod schemas: unknown fields are a -2. A missing body counts as `{}`. */
  body?: B;
  query?: Q;
  /** The path's parameters (`:key`, `*`); absent, the path has none. */
  params?: P;
  limits?: RouteLimit<RouteInput<B, Q, P, A>>[];
  /** The success message when the spec gives one (e.g. register's); envelope answers only. */
  message?: string;
  /** The envelope's success code when the path alone does not say the family (see envelope.ts). */
  successCode?: number;
  /** How the route answers what its handler returns (route-answers.ts); default `envelope`. */
  answer?: M;
  handler(input: RouteInput<B, Q, P, A>): Promise<Answers[M]>;
}

const EMPTY = z.strictObject({});

/**
 * The query of an address a browser loads as it is (a file, a page, a link in an e-mail): any
 * parameters, none read. A cache-buster or a tracking parameter added on the way changes nothing.
 */
export const ANY_QUERY = z.looseObject({});

/**
 * Registers a call of PRODUCT.md §7 and every other address the server answers: authenticates,
 * validates, rate-limits, runs the handler and answers what it returns the route's way — the
 * success envelope of the path's family, a stream of events, a redirect or a file. Failures up
 * to the handler's return are thrown as AppError and enveloped by the error handler, whatever
 * the way, so no handler writes error JSON by hand and a stream's bad input is a -2 before
 * anything streams.
 */
export function defineRoute<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  A extends boolean = false,
  M extends keyof Answers = 'envelope',
>(app: FastifyInstance, ctx: AppContext, route: RouteDefinition<B, Q, P, A, M>): void {
  const code = route.successCode ?? successCode(route.url);
  const kind: keyof Answers = route.answer ?? 'envelope';
  app.route({
    method: route.method,
    url: route.url,
    handler: async (request, reply) => {
      const user = route.auth ? await ctx.tokens.authenticate(request.headers.authorization) : undefined;
      const input = {
        body: parseInput(route.body ?? EMPTY, request.body ?? {}),
        query: parseInput(route.query ?? EMPTY, request.query ?? {}),
        params: parseInput(route.params ?? EMPTY, request.params ?? {}),
        user,
        ip: request.ip,
        signal: disconnected(reply),
        request,
        reply,
      } as RouteInput<B, Q, P, A>;
      for (const limit of route.limits ?? []) {
        const key = limit.key(input);
        if (key !== undefined && !(await ctx.limiter.hit(key, limit.limit(ctx.settings), limit.windowMs))) throw new AppError(limit.error ?? 'TOO_FREQUENT');
      }
      const answer = await route.handler(input);
      if (kind === 'envelope') return envelope(code, route.message ?? 'success', answer ?? null);
      return sendAnswer(reply, { kind, answer } as NonEnvelopeAnswer);
    },
  });
}

function disconnected(reply: FastifyReply): AbortSignal {
  const abort = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) abort.abort();
  });
  return abort.signal;
}
