import { z } from 'zod';
import { Reference } from '../references/reference.ts';

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
    /** A thumbnail's web address, shown through the server's `/image/u` proxy. */
    image: z.string().max(2048).optional(),
    /** "Title, site, date": what a slide made from the card credits (absent when citations are off). */
    citation: z.string().max(700).optional(),
    /** The user's upload a 'reference' card comes from: generations take it as one of `uploadIds`. */
    uploadId: z.number().int().positive().optional(),
    /** The user's project a 'project' card comes from. */
    projectId: z.string().max(40).optional(),
    /** Local cards carry the passage found, ready to pass in a generation's `references`. */
    reference: Reference.optional(),
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
