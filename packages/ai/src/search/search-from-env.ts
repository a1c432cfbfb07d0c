import type { SearchProvider } from './search-provider.ts';
import { BraveSearch, SearxngSearch, TavilySearch } from './web-search.ts';

/**
 * The web search the environment configures — SEARXNG_URL, BRAVE_API_KEY or TAVILY_API_KEY,
 * first set wins — or none, and then search covers the user's own references and projects
 * (LocalSearch, which the caller builds only then: it reads the user's files).
 */
export function webSearchFromEnv(env: Record<string, string | undefined>, fetchImpl: typeof fetch = fetch): SearchProvider | undefined {
  if (env.SEARXNG_URL) return new SearxngSearch(env.SEARXNG_URL, fetchImpl);
  if (env.BRAVE_API_KEY) return new BraveSearch(env.BRAVE_API_KEY, fetchImpl);
  if (env.TAVILY_API_KEY) return new TavilySearch(env.TAVILY_API_KEY, fetchImpl);
  return undefined;
}
