/** Business constants from PRODUCT.md §9 only the app keeps to (and the few of §2/§4 it times itself by); those the server keeps too are @folio/contracts'. */

/** §9 password 8 to 16. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
/** §9 avatar limit 20 MB; §5 says the message reads 2MB while the check is 20 MB. */
export const AVATAR_MAX_BYTES = 20 * 1024 * 1024;
/** §9 e-mail check debounce. */
export const EMAIL_CHECK_DEBOUNCE_MS = 500;
/** §9 mobile breakpoint. */
export const MOBILE_BREAKPOINT_PX = 768;
/** §8 toasts last 5 s, one at a time. */
export const TOAST_DURATION_MS = 5000;
/** §9 Google sign-in wait. */
export const GOOGLE_SIGN_IN_WAIT_MS = 2000;
/** §9 max survey purposes. */
export const SURVEY_MAX_PURPOSES = 3;
/** §4 the survey navigates to a new AI presentation 2 s after Get Started. */
export const SURVEY_FINISH_DELAY_MS = 2000;
/** §2 debug mode: 10 presses, each within 500 ms of the previous. */
export const DEBUG_PRESSES = 10;
export const DEBUG_PRESS_GAP_MS = 500;
/** §9 upload progress weighting: hash, url, transfer, bind. */
export const UPLOAD_PROGRESS_WEIGHTS = { hash: 5, url: 5, transfer: 80, bind: 10 } as const;
/** §7 upload hash: MD5 over 1 MB chunks. */
export const UPLOAD_HASH_CHUNK_BYTES = 1024 * 1024;
/** §9 storage key prefix. */
export const STORAGE_PREFIX = 'iart';
/** §4 reload when the tab comes back after 48 hours hidden. */
export const STALE_TAB_RELOAD_MS = 48 * 60 * 60 * 1000;
/** §8 copy feedback ('Copied !') shows for 4 s. */
export const COPIED_MS = 4000;
/** §9 invites needed for a month of Pro. */
export const INVITES_FOR_PRO = 2;

/** §7 product analytics: events wait this long for more before one batch is sent. */
export const ANALYTICS_DEBOUNCE_MS = 500;
