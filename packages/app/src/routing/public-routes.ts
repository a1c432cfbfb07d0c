/**
 * PRODUCT.md §2/§6: pages anyone may open. Every other route is login-required and forces the
 * sign-in modal open for anonymous visitors.
 */
const PUBLIC_EXACT = new Set(['/', '/home', '/folioe', '/foliae', '/login', '/register', '/reset', '/googleLogin', '/verify', '/forcegraph', '/ai-roast-generator', '/export-render']);

/** The routes the login-required shell and pages answer; anything else is the public 404. */
const PRIVATE_PREFIXES = ['/workspace', '/trash', '/diagram', '/presentation', '/p', '/survey', '/campaign-for-blog', '/sso'];

export function isPublicPath(path: string): boolean {
  if (PUBLIC_EXACT.has(path) || path.startsWith('/share/') || path.startsWith('/login')) return true;
  return !PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
