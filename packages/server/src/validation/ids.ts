import { z } from 'zod';

/**
 * A database id as clients send it: a number, or a numeric string (the app keeps ids as
 * strings, GET queries always carry strings). Capped at Postgres' integer range so an absurd
 * id is a parameter error, not a database error.
 */
export const Id = z.union([z.number().int().positive().max(2 ** 31 - 1), z.string().regex(/^[1-9]\d{0,9}$/).transform(Number).pipe(z.number().max(2 ** 31 - 1))]);
