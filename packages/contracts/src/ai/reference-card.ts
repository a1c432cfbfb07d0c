import { z } from 'zod';
import { Reference } from './reference.ts';

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
