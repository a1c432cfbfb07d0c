/**
 * PRODUCT.md §7: every answer is `{ code, message, data }`; success is code 1 on the older
 * `/api/...` calls and 200 on the `/api2/...` ones.
 */
export interface Envelope {
  code: number;
  message: string;
  data: unknown;
}

export function successCode(url: string): number {
  return url.startsWith('/api2/') ? 200 : 1;
}

export function envelope(code: number, message: string, data: unknown = null): Envelope {
  return { code, message, data };
}
