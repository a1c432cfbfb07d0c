import { CATALOGUE, catalogueEntry, type CatalogueKey, type ClientBehaviour } from '@folio/contracts';

/**
 * The i18n key of each PRODUCT.md §8 catalogue entry's message (@folio/contracts holds the
 * catalogue); entries that share a message share a key, and entries that open the Pro dialog
 * have none. `satisfies` fails the typecheck when the catalogue gains an entry this misses.
 */
const MESSAGE_KEYS = {
  TOO_FREQUENT: 'code.0',
  SYSTEM_ERROR: 'code.-1',
  PARAMETER_ERROR: 'code.-2',
  INTERNAL_ERROR: 'code.-3',
  NOT_FOUND: 'code.-4',
  BODY_TOO_LARGE: 'code.-2',
  METHOD_NOT_ALLOWED: 'code.-2',
  SIGN_IN_UNAVAILABLE: 'code.-1',
  NO_FREE_QUOTA: undefined,
  PRO_REQUIRED: undefined,
  AI_ALLOWANCE_SPENT: undefined,
  AI_PRO_SILENT: undefined,
  REQUEST_TIMEOUT: 'code.408',
  GATEWAY_TIMEOUT: 'code.504',
  TOKEN_MISSING: 'code.4001',
  TOKEN_MALFORMED: 'code.4001',
  TOKEN_BAD_SIGNATURE: 'code.4001',
  TOKEN_EXPIRED: 'code.4001',
  TOKEN_REVOKED: 'code.4001',
  ACCOUNT_GONE: 'code.4001',
  ALREADY_LOGGED_IN: 'code.4005',
  INVITATION_INVALID: 'code.4006',
  INVITATION_SUCCESSFUL: 'code.4007',
  INVITATION_FAILED: 'code.4009',
  SHARING_FORBIDDEN: 'code.4011',
  LINK_EXPIRED: 'code.4012',
  LINK_USED: 'code.4012',
  EMAIL_COOLDOWN: 'code.5003',
  FILE_TYPE_NOT_ALLOWED: 'code.6000',
  DUPLICATE_UPLOAD: 'code.6001',
  // The locale files carry no text for 6002: the screen's own fallback message shows.
  DUPLICATE_ANSWER: undefined,
  DUPLICATE_PAYMENT: 'code.6003',
  SHARING_CLOSED: 'code.6004',
  INVITATION_LIMIT: 'code.6005',
  NOT_PAID_PRODUCT: 'code.6006',
  ALREADY_SUBSCRIBED: 'code.6007',
  UNFINISHED_CREATIONS: 'code.6008',
  INCORRECT_PASSWORD: 'code.7001',
  NOT_REGISTERED: 'code.7002',
  RESET_FAILED: 'code.7004',
  EMAIL_TAKEN: 'code.7005',
  EMAIL_REGISTERED: 'code.7006',
  ACTIVATION_CODE_INVALID: 'code.8001',
  ACTIVATION_CODE_EXPIRED: 'code.8002',
  ACTIVATION_CODE_EXHAUSTED: 'code.8003',
  ACTIVATION_CODE_USED: 'code.8004',
  DISCOUNT_CODE_INVALID: 'code.10004',
  DISCOUNT_CODE_EXPIRED: 'code.10005',
  DISCOUNT_CODE_USED: 'code.10008',
  ACCOUNT_DELETED: 'code.accountDeleted',
  PRO_CANNOT_DELETE: 'toast.proCannotDelete',
  CURRENT_PASSWORD_INCORRECT: 'code.40103',
  INVALID_EMAIL: 'validation.email',
  INVALID_PASSWORD: 'validation.password',
} as const satisfies Record<CatalogueKey, string | undefined>;

/** A failed call as the catalogue sees it: its code, and its HTTP status and message where one code has several entries. */
export interface Failure {
  code: number;
  httpStatus?: number;
  message?: string;
}

/** The catalogue entry of a failure; undefined for a code §8 does not list. */
export function entryOf(failure: Failure): CatalogueKey | undefined {
  return catalogueEntry(failure.code, failure.httpStatus || undefined, failure.message);
}

/** The i18n key of a failure's catalogue message, or undefined when §8 gives none. */
export function catalogueKey(failure: Failure): string | undefined {
  const entry = entryOf(failure);
  return entry ? MESSAGE_KEYS[entry] : undefined;
}

/** What the client does with a failure (§8); a code the catalogue does not list is toasted. */
export function behaviourOf(failure: Failure): ClientBehaviour {
  const entry = entryOf(failure);
  return entry ? CATALOGUE[entry].client : 'toast';
}

/** §8: the codes that open the Pro dialog (silently or not) instead of a toast. */
export function opensProDialog(code: number): boolean {
  const behaviour = behaviourOf({ code });
  return behaviour === 'pro' || behaviour === 'pro-silent';
}

/** §8 "Please log in again." family: the login callback, not a toast, on non-public pages. */
export function isSessionExpired(code: number): boolean {
  return behaviourOf({ code }) === 'login';
}
