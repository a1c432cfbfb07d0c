import type { ReferenceCard, SearchTime } from '@folio/contracts';

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

/** "Title, example.org, 2025-05-01": how a slide credits a web result. */
export function webCitation(title: string, url: string, time?: string | null): string {
  let site = '';
  try {
    site = new URL(url).hostname.replace(/^www\./, '');
  } catch {
    site = '';
  }
  return [title, site, time ?? ''].filter(Boolean).join(', ').slice(0, 700);
}
