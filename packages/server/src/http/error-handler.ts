import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import { CATALOGUE } from '@folio/contracts';
import { envelope } from './envelope.ts';

/**
 * Turns anything thrown into the envelope with the right §8 code and a meaningful HTTP status.
 * Fastify's own 4xx (malformed JSON, unsupported content type) are parameter errors; unexpected
 * failures are -3 when the database raised them and -1 otherwise, logged, never leaked.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const failure = describe(error);
    if (failure.status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(failure.status).send(envelope(failure.code, failure.message));
  });
}

function describe(error: FastifyError | AppError): { status: number; code: number; message: string } {
  if (error instanceof AppError) return error;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return CATALOGUE.BODY_TOO_LARGE;
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { ...CATALOGUE.PARAMETER_ERROR, status };
  return 'severity' in error ? CATALOGUE.INTERNAL_ERROR : CATALOGUE.SYSTEM_ERROR;
}
