import type { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { RULE_ERRORS } from '../validation/rules.ts';

/**
 * Validates a request body or query against its zod schema. Failures are -2 'Parameter error.'
 * unless the failing rule has its own message in the spec (§5 e-mail and password rules), which
 * the client shows as is.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const rule = result.error.issues.map((issue) => RULE_ERRORS.get(issue.message)).find((key) => key !== undefined);
  throw new AppError(rule ?? 'PARAMETER_ERROR');
}
