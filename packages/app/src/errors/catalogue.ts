/**
 * PRODUCT.md §8: the codes the client shows a message for, as i18n keys under `code.` whose
 * English text is the catalogue's. Codes sharing a message share a key.
 */
const SAME_MESSAGE: Record<number, number> = { 4002: 4001, 4003: 4001, 4004: 4001, 4010: 4001, 40101: 4001, 4013: 4012 };

const KNOWN = new Set([0, -1, -2, -3, -4, 408, 504, 4001, 4005, 4006, 4007, 4009, 4011, 4012, 5003, 6000, 6001, 6003, 6004, 6005, 6006, 6007, 6008, 7001, 7002, 7004, 7005, 7006, 8001, 8002, 8003, 8004, 10004, 10005, 10008, 40103]);

/** §8: these open the Pro dialog instead of a toast; 40311 opens it silently too. */
export const PRO_DIALOG_CODES: ReadonlySet<number> = new Set([-6, 402, 40201, 40311]);

/** The i18n key of a code's catalogue message, or undefined when §8 gives none. */
export function catalogueKey(code: number): string | undefined {
  const canonical = SAME_MESSAGE[code] ?? code;
  return KNOWN.has(canonical) ? `code.${canonical}` : undefined;
}
