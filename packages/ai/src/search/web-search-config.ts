import type { SearchProvider } from './search-provider.ts';
import { BraveSearch, SearxngSearch, TavilySearch } from './web-search.ts';

/** The web search engine the server's settings configure (SEARXNG_URL, BRAVE_API_KEY or TAVILY_API_KEY). */
export type WebSearchConfig = { engine: 'searxng'; url: string } | { engine: 'brave'; apiKey: string } | { engine: 'tavily'; apiKey: string };

/**
 * The web search a configuration names. Without one, search covers the user's own references
 * and projects (LocalSearch, which the caller builds only then: it reads the user's files).
 */
export function webSearchFor(config: WebSearchConfig, fetchImpl: typeof fetch = fetch): SearchProvider {
  switch (config.engine) {
    case 'searxng':
      return new SearxngSearch(config.url, fetchImpl);
    case 'brave':
      return new BraveSearch(config.apiKey, fetchImpl);
    case 'tavily':
      return new TavilySearch(config.apiKey, fetchImpl);
  }
}
