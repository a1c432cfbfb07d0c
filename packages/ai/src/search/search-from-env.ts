import { LocalSearch } from './local-search.ts';
import type { SearchProvider } from './search-provider.ts';
import { BraveSearch, SearxngSearch, TavilySearch } from './web-search.ts';

/**
 * The web search the environment configures — SEARXNG_URL, BRAVE_API_KEY or TAVILY_API_KEY,
 * first set wins — or, with none, the search over the user's own references and projects.
 */
export function searchProviderFromEnv(env: Record<string, string | undefined>, local: LocalSearch, fetchImpl: typeof fetch = fetch): SearchProvider {
  if (env.SEARXNG_URL) return new SearxngSearch(env.SEARXNG_URL, fetchImpl);
  if (env.BRAVE_API_KEY) return new BraveSearch(env.BRAVE_API_KEY, fetchImpl);
  if (env.TAVILY_API_KEY) return new TavilySearch(env.TAVILY_API_KEY, fetchImpl);
  return local;
}
