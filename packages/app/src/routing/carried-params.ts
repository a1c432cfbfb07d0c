/** PRODUCT.md §2: query parameters kept when the app navigates internally. */
export const CARRIED_PARAMS = [
  'language', 'discountCode', 'folder', 'plan', 'source', 'googleCode', 'JWTHEADER', 'verifyEmail', 'verifyStatus',
  'payResult', 'paySource', 'payPeriod', 'priceId', 'priceToken', 'type', 'theme', 'rc', 'rb', 'accessToken',
  'exceedTheTime', 'redirect_url', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'r',
  'channel', 'folio_ssr_rdu',
] as const;

/**
 * `to` with the carried parameters of `currentSearch` added, unless `to` sets them itself.
 * A carried parameter `to` sets empty (`/workspace?folder=`, all projects) is dropped, not
 * carried on as an empty `?folder=` to every later address. Parameters the app has consumed
 * (a used googleCode or reset token) must be removed from the current URL first, or they
 * would be carried on.
 */
export function withCarriedParams(to: string, currentSearch: string): string {
  const target = new URL(to, 'http://app.invalid');
  const current = new URLSearchParams(currentSearch);
  for (const name of CARRIED_PARAMS) {
    const value = current.get(name);
    if (value !== null && value !== '' && !target.searchParams.has(name)) target.searchParams.set(name, value);
    if (target.searchParams.get(name) === '') target.searchParams.delete(name);
  }
  return target.pathname + target.search + target.hash;
}

/** Removes consumed parameters from the address bar without a navigation. */
export function dropParams(...names: string[]): void {
  const url = new URL(location.href);
  for (const name of names) url.searchParams.delete(name);
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
}
