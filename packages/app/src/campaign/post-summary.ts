import type { Reference } from '@folio/contracts';

export interface PostSummary {
  title: string;
  /** The opening paragraphs, as a reader would see them first. */
  opening: string[];
  headings: string[];
  images: number;
}

const OPENING_PARAGRAPHS = 3;
const MAX_HEADINGS = 12;

/** What the screen shows of an extracted post before anything is generated from it. */
export function summarizePost(reference: Reference): PostSummary {
  const title = reference.title.trim();
  const { sections, images } = reference;
  const paragraphs = sections.flatMap((section) => section.paragraphs.map((text) => text.trim())).filter(Boolean);
  // The page's own title often comes back as its first heading: listing it twice says nothing.
  const headings = sections.map((section) => section.heading.trim()).filter((heading) => heading && heading !== title);
  return { title, opening: paragraphs.slice(0, OPENING_PARAGRAPHS), headings: [...new Set(headings)].slice(0, MAX_HEADINGS), images: images?.length ?? 0 };
}
