import { z } from 'zod';

/** A search result as the reference panel shows it (§3 reference state: cards). */
export const ReferenceCard = z
  .object({
    title: z.string().max(500),
    url: z.string().max(2048).optional(),
    snippet: z.string().max(2000),
    /** Where it came from: the web, the user's uploads, or one of their projects. */
    origin: z.enum(['web', 'reference', 'project']),
    /** Published date when the search engine knows it. */
    time: z.string().max(100).optional(),
  })
  .strict();
export type ReferenceCard = z.infer<typeof ReferenceCard>;

/** §3 reference config: domain 'All', keywords, time 'Any time'. */
export const SearchTime = z.enum(['Any time', 'Past day', 'Past week', 'Past month', 'Past year']);
export type SearchTime = z.infer<typeof SearchTime>;

export interface SearchQuery {
  query: string;
  /** 'All', or a site to keep to (e.g. 'wikipedia.org'). */
  domain?: string | undefined;
  time?: SearchTime | undefined;
  limit?: number | undefined;
  signal?: AbortSignal | undefined;
}

export interface SearchProvider {
  readonly name: string;
  search(query: SearchQuery): Promise<ReferenceCard[]>;
}

export class SearchError extends Error {
  override name = 'SearchError';
}

export const PERIOD: Record<SearchTime, 'day' | 'week' | 'month' | 'year' | undefined> = {
  'Any time': undefined,
  'Past day': 'day',
  'Past week': 'week',
  'Past month': 'month',
  'Past year': 'year',
};

/** The query with a site restriction when a domain other than 'All' is chosen. */
export function withDomain(query: SearchQuery): string {
  return query.domain && query.domain !== 'All' ? `${query.query} site:${query.domain}` : query.query;
}
