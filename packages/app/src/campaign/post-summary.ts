import { z } from 'zod';
import type { Reference } from '../api/ai-api.ts';

export interface PostSummary {
  title: string;
  /** The opening paragraphs, as a reader would see them first. */
  opening: string[];
  headings: string[];
  images: number;
}

const OPENING_PARAGRAPHS = 3;
const MAX_HEADINGS = 12;

/** The parts of a reference (AI-API.md) this screen reads; the app passes the rest on untouched. */
const PostParts = z.looseObject({
  sections: z.array(z.looseObject({ heading: z.string(), paragraphs: z.array(z.string()) })).catch([]),
  images: z.array(z.unknown()).optional().catch(undefined),
});

/** What the screen shows of an extracted post before anything is generated from it. */
export function summarizePost(reference: Reference): PostSummary {
  const title = reference.title.trim();
  const { sections, images } = PostParts.parse(reference);
  const paragraphs = sections.flatMap((section) => section.paragraphs.map((text) => text.trim())).filter(Boolean);
  // The page's own title often comes back as its first heading: listing it twice says nothing.
  const headings = sections.map((section) => section.heading.trim()).filter((heading) => heading && heading !== title);
  return { title, opening: paragraphs.slice(0, OPENING_PARAGRAPHS), headings: [...new Set(headings)].slice(0, MAX_HEADINGS), images: images?.length ?? 0 };
}
