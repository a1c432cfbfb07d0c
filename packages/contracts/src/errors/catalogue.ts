/**
 * What the client does with a failed call (§8): show the message as a toast; for the session
 * expiry family, call the login callback instead of a toast on non-public pages; open the Pro
 * dialog; or open it without a word (40311).
 */
export type ClientBehaviour = 'toast' | 'login' | 'pro' | 'pro-silent';

interface Entry {
  code: number;
  /** The HTTP status the server answers with: it keeps the status meaningful (ARCHITECTURE.md). */
  status: number;
  message: string;
  client: ClientBehaviour;
}

/**
 * Every response code of PRODUCT.md §8 with its exact message, the HTTP status the server
 * answers it with and what the client does with it. Codes and messages must match the spec
 * character for character. Where one code carries several messages (§5 texts the server
 * answers under a catalogue code), the HTTP status tells them apart, and for the §5 rules
 * sent as parameter errors, the message.
 */
export const CATALOGUE = {
  TOO_FREQUENT: { code: 0, status: 429, message: 'Too frequent visits.', client: 'toast' },
  SYSTEM_ERROR: { code: -1, status: 500, message: 'System error.', client: 'toast' },
  PARAMETER_ERROR: { code: -2, status: 400, message: 'Parameter error.', client: 'toast' },
  INTERNAL_ERROR: { code: -3, status: 500, message: 'Internal system error.', client: 'toast' },
  NOT_FOUND: { code: -4, status: 404, message: 'Data does not exist.', client: 'toast' },
  /** §8 has no code of its own for an oversized body: a parameter error with HTTP 413. */
  BODY_TOO_LARGE: { code: -2, status: 413, message: 'Parameter error.', client: 'toast' },
  /** A method the path does not answer; §8 has no code of its own. */
  METHOD_NOT_ALLOWED: { code: -2, status: 405, message: 'Parameter error.', client: 'toast' },
  /** Google sign-in asked for while OIDC_CLIENT_ID is not configured. */
  SIGN_IN_UNAVAILABLE: { code: -1, status: 503, message: 'System error.', client: 'toast' },
  /** §8 Pro dialog trigger: no message, opens the dialog ('No free quota'). */
  NO_FREE_QUOTA: { code: -6, status: 402, message: '', client: 'pro' },
  /** §8 Pro dialog trigger 402: a Pro feature (exports, §1) asked for by a free account. */
  PRO_REQUIRED: { code: 402, status: 402, message: '', client: 'pro' },
  /** §8 Pro dialog trigger 40201 (source ai_chat): a free account's daily AI allowance is spent. */
  AI_ALLOWANCE_SPENT: { code: 40201, status: 402, message: '', client: 'pro' },
  /** §8: 40311 opens the Pro dialog silently (ai_chat). */
  AI_PRO_SILENT: { code: 40311, status: 402, message: '', client: 'pro-silent' },
  /** §8: the client's own timeout; no server sends it. */
  REQUEST_TIMEOUT: { code: 408, status: 408, message: 'Request Timeout!', client: 'toast' },
  GATEWAY_TIMEOUT: { code: 504, status: 504, message: 'Gateway Timeout', client: 'toast' },
  /** The 4001 family all read 'Please log in again.'; which one says why (see packages/server README.md "Auth codes"). */
  TOKEN_MISSING: { code: 4001, status: 401, message: 'Please log in again.', client: 'login' },
  TOKEN_MALFORMED: { code: 4002, status: 401, message: 'Please log in again.', client: 'login' },
  TOKEN_BAD_SIGNATURE: { code: 4003, status: 401, message: 'Please log in again.', client: 'login' },
  TOKEN_EXPIRED: { code: 4004, status: 401, message: 'Please log in again.', client: 'login' },
  TOKEN_REVOKED: { code: 4010, status: 401, message: 'Please log in again.', client: 'login' },
  ACCOUNT_GONE: { code: 40101, status: 401, message: 'Please log in again.', client: 'login' },
  ALREADY_LOGGED_IN: { code: 4005, status: 400, message: 'Please do not log in again.', client: 'toast' },
  INVITATION_INVALID: { code: 4006, status: 400, message: 'The invitation link is invalid.', client: 'toast' },
  INVITATION_SUCCESSFUL: { code: 4007, status: 200, message: 'Invitation successful.', client: 'toast' },
  INVITATION_FAILED: { code: 4009, status: 400, message: 'Invitation failed.', client: 'toast' },
  SHARING_FORBIDDEN: { code: 4011, status: 403, message: 'The interface cannot be accessed for sharing.', client: 'toast' },
  LINK_EXPIRED: { code: 4012, status: 400, message: 'The link has expired.', client: 'toast' },
  LINK_USED: { code: 4013, status: 400, message: 'The link has expired.', client: 'toast' },
  EMAIL_COOLDOWN: { code: 5003, status: 429, message: 'Only one email can be sent within 1 minute.', client: 'toast' },
  FILE_TYPE_NOT_ALLOWED: { code: 6000, status: 415, message: 'This file type is not allowed to be uploaded.', client: 'toast' },
  DUPLICATE_UPLOAD: { code: 6001, status: 409, message: 'Please do not upload repeatedly.', client: 'toast' },
  DUPLICATE_ANSWER: { code: 6002, status: 409, message: 'Please do not answer the question again.', client: 'toast' },
  DUPLICATE_PAYMENT: { code: 6003, status: 409, message: 'Please do not create duplicate payments.', client: 'toast' },
  SHARING_CLOSED: { code: 6004, status: 403, message: 'The author has closed sharing.', client: 'toast' },
  INVITATION_LIMIT: { code: 6005, status: 409, message: 'The invitation has reached its limit.', client: 'toast' },
  NOT_PAID_PRODUCT: { code: 6006, status: 400, message: 'Non-paid subscription products.', client: 'toast' },
  ALREADY_SUBSCRIBED: { code: 6007, status: 409, message: 'Please do not subscribe again.', client: 'toast' },
  UNFINISHED_CREATIONS: { code: 6008, status: 409, message: 'You have unfinished creations.', client: 'toast' },
  INCORRECT_PASSWORD: { code: 7001, status: 400, message: 'Incorrect password.', client: 'toast' },
  NOT_REGISTERED: { code: 7002, status: 400, message: 'Not registered.', client: 'toast' },
  RESET_FAILED: { code: 7004, status: 400, message: 'Reset password failed.', client: 'toast' },
  EMAIL_TAKEN: { code: 7005, status: 409, message: "The email address you've entered is already registered. Please use a different email or log in.", client: 'toast' },
  EMAIL_REGISTERED: { code: 7006, status: 409, message: 'The email has been registered.', client: 'toast' },
  ACTIVATION_CODE_INVALID: { code: 8001, status: 400, message: 'The activation code is invalid.', client: 'toast' },
  ACTIVATION_CODE_EXPIRED: { code: 8002, status: 400, message: 'The activation code has expired.', client: 'toast' },
  ACTIVATION_CODE_EXHAUSTED: { code: 8003, status: 400, message: 'The activation code is out of quota.', client: 'toast' },
  ACTIVATION_CODE_USED: { code: 8004, status: 409, message: 'You have already used this activation code.', client: 'toast' },
  DISCOUNT_CODE_INVALID: { code: 10004, status: 400, message: 'The discount code is invalid.', client: 'toast' },
  DISCOUNT_CODE_EXPIRED: { code: 10005, status: 400, message: 'The discount code has expired.', client: 'toast' },
  DISCOUNT_CODE_USED: { code: 10008, status: 409, message: 'You have already used this discount code.', client: 'toast' },
  /** §5 messages the server answers with a catalogue code: */
  ACCOUNT_DELETED: { code: 7002, status: 403, message: 'Account has been deleted', client: 'toast' },
  PRO_CANNOT_DELETE: { code: -2, status: 403, message: 'You are a pro user, you cannot delete your account', client: 'toast' },
  CURRENT_PASSWORD_INCORRECT: { code: 40103, status: 400, message: 'Password is incorrect', client: 'toast' },
  /** §5 validation rules, sent as parameter errors with the rule's own text. */
  INVALID_EMAIL: { code: -2, status: 400, message: 'Please enter a valid email address', client: 'toast' },
  INVALID_PASSWORD: { code: -2, status: 400, message: 'Password must be 8-16 characters long and contain at least one letter and one number', client: 'toast' },
} as const satisfies Record<string, Entry>;

export type CatalogueKey = keyof typeof CATALOGUE;

const KEYS = Object.keys(CATALOGUE) as CatalogueKey[];

/**
 * The catalogue entry an answer stands for: the code, then the HTTP status, then the message
 * pick among the entries sharing a code; the first listed wins when nothing else tells them
 * apart (a 4xx the server raised outside the catalogue reads as its code's first entry).
 */
export function catalogueEntry(code: number, status?: number, message?: string): CatalogueKey | undefined {
  const sameCode = KEYS.filter((key) => CATALOGUE[key].code === code);
  const sameStatus = sameCode.filter((key) => CATALOGUE[key].status === status);
  const candidates = sameStatus.length > 0 ? sameStatus : sameCode;
  return candidates.find((key) => CATALOGUE[key].message === message) ?? candidates[0];
}
