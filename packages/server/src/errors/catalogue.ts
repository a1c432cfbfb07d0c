/**
 * Every response code of PRODUCT.md §8 with its exact message, and the HTTP status the server
 * answers it with. The client maps codes to toasts, the login callback and the Pro dialog, so
 * codes and messages here must match the spec character for character.
 */
export const CATALOGUE = {
  TOO_FREQUENT: { code: 0, status: 429, message: 'Too frequent visits.' },
  SYSTEM_ERROR: { code: -1, status: 500, message: 'System error.' },
  PARAMETER_ERROR: { code: -2, status: 400, message: 'Parameter error.' },
  INTERNAL_ERROR: { code: -3, status: 500, message: 'Internal system error.' },
  NOT_FOUND: { code: -4, status: 404, message: 'Data does not exist.' },
  /** §8 has no code of its own for an oversized body: a parameter error with HTTP 413. */
  BODY_TOO_LARGE: { code: -2, status: 413, message: 'Parameter error.' },
  /** A method the path does not answer; §8 has no code of its own. */
  METHOD_NOT_ALLOWED: { code: -2, status: 405, message: 'Parameter error.' },
  /** Google sign-in asked for while OIDC_CLIENT_ID is not configured. */
  SIGN_IN_UNAVAILABLE: { code: -1, status: 503, message: 'System error.' },
  /** §8 Pro dialog trigger: no message, opens the dialog ('No free quota'). */
  NO_FREE_QUOTA: { code: -6, status: 402, message: '' },
  /** §8 Pro dialog trigger 402: a Pro feature (exports, §1) asked for by a free account. */
  PRO_REQUIRED: { code: 402, status: 402, message: '' },
  /** §8 Pro dialog trigger 40201 (source ai_chat): a free account's daily AI allowance is spent. */
  AI_ALLOWANCE_SPENT: { code: 40201, status: 402, message: '' },
  GATEWAY_TIMEOUT: { code: 504, status: 504, message: 'Gateway Timeout' },
  /** The 4001 family all read 'Please log in again.'; which one says why (see README.md "Auth codes"). */
  TOKEN_MISSING: { code: 4001, status: 401, message: 'Please log in again.' },
  TOKEN_MALFORMED: { code: 4002, status: 401, message: 'Please log in again.' },
  TOKEN_BAD_SIGNATURE: { code: 4003, status: 401, message: 'Please log in again.' },
  TOKEN_EXPIRED: { code: 4004, status: 401, message: 'Please log in again.' },
  TOKEN_REVOKED: { code: 4010, status: 401, message: 'Please log in again.' },
  ACCOUNT_GONE: { code: 40101, status: 401, message: 'Please log in again.' },
  ALREADY_LOGGED_IN: { code: 4005, status: 400, message: 'Please do not log in again.' },
  INVITATION_INVALID: { code: 4006, status: 400, message: 'The invitation link is invalid.' },
  INVITATION_SUCCESSFUL: { code: 4007, status: 200, message: 'Invitation successful.' },
  INVITATION_FAILED: { code: 4009, status: 400, message: 'Invitation failed.' },
  SHARING_FORBIDDEN: { code: 4011, status: 403, message: 'The interface cannot be accessed for sharing.' },
  LINK_EXPIRED: { code: 4012, status: 400, message: 'The link has expired.' },
  LINK_USED: { code: 4013, status: 400, message: 'The link has expired.' },
  EMAIL_COOLDOWN: { code: 5003, status: 429, message: 'Only one email can be sent within 1 minute.' },
  FILE_TYPE_NOT_ALLOWED: { code: 6000, status: 415, message: 'This file type is not allowed to be uploaded.' },
  DUPLICATE_UPLOAD: { code: 6001, status: 409, message: 'Please do not upload repeatedly.' },
  DUPLICATE_ANSWER: { code: 6002, status: 409, message: 'Please do not answer the question again.' },
  DUPLICATE_PAYMENT: { code: 6003, status: 409, message: 'Please do not create duplicate payments.' },
  SHARING_CLOSED: { code: 6004, status: 403, message: 'The author has closed sharing.' },
  INVITATION_LIMIT: { code: 6005, status: 409, message: 'The invitation has reached its limit.' },
  NOT_PAID_PRODUCT: { code: 6006, status: 400, message: 'Non-paid subscription products.' },
  ALREADY_SUBSCRIBED: { code: 6007, status: 409, message: 'Please do not subscribe again.' },
  UNFINISHED_CREATIONS: { code: 6008, status: 409, message: 'You have unfinished creations.' },
  INCORRECT_PASSWORD: { code: 7001, status: 400, message: 'Incorrect password.' },
  NOT_REGISTERED: { code: 7002, status: 400, message: 'Not registered.' },
  RESET_FAILED: { code: 7004, status: 400, message: 'Reset password failed.' },
  EMAIL_TAKEN: { code: 7005, status: 409, message: "The email address you've entered is already registered. Please use a different email or log in." },
  EMAIL_REGISTERED: { code: 7006, status: 409, message: 'The email has been registered.' },
  ACTIVATION_CODE_INVALID: { code: 8001, status: 400, message: 'The activation code is invalid.' },
  ACTIVATION_CODE_EXPIRED: { code: 8002, status: 400, message: 'The activation code has expired.' },
  ACTIVATION_CODE_EXHAUSTED: { code: 8003, status: 400, message: 'The activation code is out of quota.' },
  ACTIVATION_CODE_USED: { code: 8004, status: 409, message: 'You have already used this activation code.' },
  DISCOUNT_CODE_INVALID: { code: 10004, status: 400, message: 'The discount code is invalid.' },
  DISCOUNT_CODE_EXPIRED: { code: 10005, status: 400, message: 'The discount code has expired.' },
  DISCOUNT_CODE_USED: { code: 10008, status: 409, message: 'You have already used this discount code.' },
  /** §5 messages the server answers with a catalogue code: */
  ACCOUNT_DELETED: { code: 7002, status: 403, message: 'Account has been deleted' },
  PRO_CANNOT_DELETE: { code: -2, status: 403, message: 'You are a pro user, you cannot delete your account' },
  CURRENT_PASSWORD_INCORRECT: { code: 40103, status: 400, message: 'Password is incorrect' },
} as const satisfies Record<string, { code: number; status: number; message: string }>;

export type CatalogueKey = keyof typeof CATALOGUE;
