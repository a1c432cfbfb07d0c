import { z } from 'zod';

/** §3 Quote card: address, sentence, author, imgUrl, time. */
export const QuoteCard = z
  .object({ sentence: z.string().trim().min(1).max(600), author: z.string().max(200).default(''), address: z.string().max(300).default(''), imgUrl: z.string().default(''), time: z.string().max(100).default('') })
  .strict();
export type QuoteCard = z.infer<typeof QuoteCard>;
