import { CATALOGUE, type CatalogueKey } from '@folio/contracts';
import { z } from 'zod';

/** PRODUCT.md §5 validation rules, enforced on the server with the client's own messages. */

export const EMAIL_MESSAGE = CATALOGUE.INVALID_EMAIL.message;
export const PASSWORD_MESSAGE = CATALOGUE.INVALID_PASSWORD.message;

/** The catalogue entry a -2 answer stands for when a §5 rule failed, by the rule's message (see parse-input.ts). */
export const RULE_ERRORS: ReadonlyMap<string, CatalogueKey> = new Map([
  [EMAIL_MESSAGE, 'INVALID_EMAIL'],
  [PASSWORD_MESSAGE, 'INVALID_PASSWORD'],
]);

/** §5: letters, digits and ._%+- before @, a domain, a TLD of 2+ letters. Stored lower-cased. */
export const Email = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(254, EMAIL_MESSAGE)
  .regex(/^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/, EMAIL_MESSAGE)
  .transform((email) => email.toLowerCase());

/** §5 / §9: 8 to 16 characters with at least one letter and one digit. */
export const Password = z
  .string({ error: PASSWORD_MESSAGE })
  .min(8, PASSWORD_MESSAGE)
  .max(16, PASSWORD_MESSAGE)
  .regex(/[A-Za-z]/, PASSWORD_MESSAGE)
  .regex(/[0-9]/, PASSWORD_MESSAGE);

/** §5: names are trimmed and must not be empty. */
export const PersonName = z.string().trim().min(1).max(64);
