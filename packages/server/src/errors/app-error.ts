import { CATALOGUE, type CatalogueKey } from '@folio/contracts';

/**
 * The one error type handlers and services throw. It carries a §8 catalogue entry; the error
 * handler turns it into the `{ code, message, data }` envelope with the entry's HTTP status.
 * `message` overrides the catalogue text only where the spec itself gives a more specific one
 * (e.g. §5 'Please enter a valid email address' for a -2).
 */
export class AppError extends Error {
  readonly code: number;
  readonly status: number;

  constructor(
    readonly key: CatalogueKey,
    message?: string,
  ) {
    const entry = CATALOGUE[key];
    super(message ?? entry.message);
    this.name = 'AppError';
    this.code = entry.code;
    this.status = entry.status;
  }
}
