import { z } from 'zod';
import type { ReferenceCard } from '@folio/contracts';
import { PERIOD, SearchError, webCitation, withDomain, type SearchProvider, type SearchQuery } from './search-provider.ts';

/**
 * Web search engines, configured by the operator (so their addresses are trusted and plain
 * fetch is used). Each answer is validated at the boundary and mapped to reference cards.
 */
async function getJson<T>(fetchImpl: typeof fetch, url: string, init: RequestInit, schema: z.ZodType<T>, engine: string): Promise<T> {
  const response = await fetchImpl(url, init);
  if (!response.ok) throw new SearchError(`${engine} answered ${response.status}`);
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new SearchError(`${engine} answered in an unexpected shape`);
  return parsed.data;
}

const Searx = z.object({
  results: z.array(z.object({ url: z.string(), title: z.string(), content: z.string().optional(), publishedDate: z.string().nullish(), thumbnail: z.string().nullish(), img_src: z.string().nullish() })),
});

export class SearxngSearch implements SearchProvider {
  readonly name = 'searxng';
  constructor(private readonly baseUrl: string, private readonly fetchImpl: typeof fetch = fetch) {}

  async search(query: SearchQuery): Promise<ReferenceCard[]> {
    const url = new URL('search', this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`);
    url.searchParams.set('q', withDomain(query));
    url.searchParams.set('format', 'json');
    const period = PERIOD[query.time ?? 'Any time'];
    if (period) url.searchParams.set('time_range', period);
    const answer = await getJson(this.fetchImpl, url.toString(), { signal: query.signal ?? null }, Searx, 'SearXNG');
    return answer.results.slice(0, query.limit ?? 10).map((result) => {
      const image = result.thumbnail || result.img_src;
      return {
        title: result.title,
        url: result.url,
        snippet: result.content ?? '',
        origin: 'web',
        ...(result.publishedDate ? { time: result.publishedDate } : {}),
        ...(image && /^https?:\/\//.test(image) ? { image } : {}),
        citation: webCitation(result.title, result.url, result.publishedDate),
      };
    });
  }
}

const Brave = z.object({
  web: z.object({ results: z.array(z.object({ url: z.string(), title: z.string(), description: z.string().optional(), age: z.string().optional(), thumbnail: z.object({ src: z.string() }).partial().optional() })) }).optional(),
});
const BRAVE_FRESHNESS = { day: 'pd', week: 'pw', month: 'pm', year: 'py' } as const;

export class BraveSearch implements SearchProvider {
  readonly name = 'brave';
  constructor(private readonly apiKey: string, private readonly fetchImpl: typeof fetch = fetch) {}

  async search(query: SearchQuery): Promise<ReferenceCard[]> {
    const url = new URL('https://api.search.brave.com/res/v1/web/search');
    url.searchParams.set('q', withDomain(query));
    url.searchParams.set('count', String(Math.min(20, query.limit ?? 10)));
    const period = PERIOD[query.time ?? 'Any time'];
    if (period) url.searchParams.set('freshness', BRAVE_FRESHNESS[period]);
    const answer = await getJson(this.fetchImpl, url.toString(), { headers: { accept: 'application/json', 'x-subscription-token': this.apiKey }, signal: query.signal ?? null }, Brave, 'Brave Search');
    return (answer.web?.results ?? []).map((result) => ({
      title: result.title,
      url: result.url,
      snippet: stripTags(result.description ?? ''),
      origin: 'web',
      ...(result.age ? { time: result.age } : {}),
      ...(result.thumbnail?.src ? { image: result.thumbnail.src } : {}),
      citation: webCitation(result.title, result.url, result.age),
    }));
  }
}

const Tavily = z.object({ results: z.array(z.object({ url: z.string(), title: z.string(), content: z.string().optional(), published_date: z.string().nullish() })) });

export class TavilySearch implements SearchProvider {
  readonly name = 'tavily';
  constructor(private readonly apiKey: string, private readonly fetchImpl: typeof fetch = fetch) {}

  async search(query: SearchQuery): Promise<ReferenceCard[]> {
    const period = PERIOD[query.time ?? 'Any time'];
    const answer = await getJson(
      this.fetchImpl,
      'https://api.tavily.com/search',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.apiKey}` },
        body: JSON.stringify({ query: query.query, max_results: Math.min(20, query.limit ?? 10), ...(period ? { time_range: period } : {}), ...(query.domain && query.domain !== 'All' ? { include_domains: [query.domain] } : {}) }),
        signal: query.signal ?? null,
      },
      Tavily,
      'Tavily',
    );
    return answer.results.map((result) => ({
      title: result.title,
      url: result.url,
      snippet: result.content ?? '',
      origin: 'web',
      ...(result.published_date ? { time: result.published_date } : {}),
      citation: webCitation(result.title, result.url, result.published_date),
    }));
  }
}

function stripTags(text: string): string {
  return text.replace(/<[^>]*>/g, '');
}
