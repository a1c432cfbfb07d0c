import type { Reference } from '@folio/contracts';
import type { ContentNode, LayoutNode, NodeId, Page, PageId, Paragraph, ProjectDocument } from '@folio/layout';
import { ProjectDocument as ProjectDocumentSchema } from '@folio/layout';

/** A roast reads at most this many slides of a file; the rest are named in a `cut-deck` line. */
export const MAX_ROASTED_SLIDES = 60;
/** Lines per slide kept from a file: a PDF "slide" read from a dense report can run for pages. */
const MAX_LINES_PER_SLIDE = 60;

/** The pptx reader titles a slide without any text "Slide <n>": that is no title of the author's. */
const UNTITLED = /^Slide \d+$/;

/**
 * An uploaded deck as a Folio deck, one page per slide the reader found: a pptx slide is a
 * section of its reference, a PDF is split at its headings (PDFs keep no slides, only text).
 * Each page is the slide's words as extracted, without its speaker notes — title as a
 * headline, the rest as bullets, table rows as lines — laid out plainly and not shortened, so
 * an overflowing slide overflows here too and the thumbnails show what was really read. It is
 * also what "fix it" imports.
 */
export function deckFromReference(reference: Reference, fallbackTitle: string): { doc: ProjectDocument; total: number } {
  const sections = reference.sections.filter((section) => section.heading.trim() || section.paragraphs.length > 0 || section.tables.length > 0);
  const pages = sections.slice(0, MAX_ROASTED_SLIDES).map((section, index): Page => {
    const id = `slide-${index + 1}`;
    const heading = section.heading.trim();
    // Speaker notes are the audience's to hear, not to read: they are left off the slide.
    const shown = section.paragraphs.slice(0, section.paragraphs.length - (section.notes ?? 0));
    const hasTitle = heading !== '' && !(UNTITLED.test(heading) && shown.length === 0 && section.tables.length === 0);
    const lines = [...shown, ...section.tables.flatMap((rows) => rows.map((row) => row.filter(Boolean).join(' · ')))]
      .map((line) => line.trim())
      .filter(Boolean)
      .slice(0, MAX_LINES_PER_SLIDE);
    const children: LayoutNode[] = [];
    if (hasTitle) children.push(textNode(`${id}-title`, [paragraph('headline', heading)]));
    if (lines.length > 0) children.push(textNode(`${id}-body`, lines.map((line) => ({ ...paragraph('normalText', line), list: { kind: 'bullet' as const, level: 0 } })), 1));
    if (children.length === 0) children.push(textNode(`${id}-body`, [paragraph('normalText', '')], 1));
    return { id: id as PageId, layout: { id: `${id}-root` as NodeId, type: 'column', children, config: { gap: 24, padding: 56 } } };
  });
  const title = (reference.title.trim() || fallbackTitle).slice(0, 300);
  const doc = ProjectDocumentSchema.parse({ kind: 'presentation', title, themeId: 'minimal-white', pages, scriptMap: {} });
  return { doc, total: sections.length };
}

function paragraph(role: Paragraph['role'], text: string): Paragraph {
  // The file may be in any script: each line takes the direction of its first strong letter.
  return { role, spans: text ? [{ text }] : [], direction: 'auto' };
}

function textNode(id: string, paragraphs: Paragraph[], size?: number): ContentNode {
  return { id: id as NodeId, type: 'content', content: { kind: 'text', paragraphs }, ...(size ? { size } : {}) };
}
