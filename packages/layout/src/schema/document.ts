import { z } from 'zod';
import { collectIds } from '../tree/walk.ts';
import { Color, PageId, Source } from './primitives.ts';
import { ContainerNodeSchema } from './layout-node.ts';
import { ThemeJson } from './theme.ts';
import { treeLimitProblem } from './tree-limits.ts';

export const ProjectKind = z.enum(['presentation', 'page']);
export type ProjectKind = z.infer<typeof ProjectKind>;

export const PageBackground = z
  .object({ color: Color.optional(), image: Source.optional(), overlay: Color.optional() })
  .strict();

/**
 * What a generated page was made from, so "Regenerate slide" can make it again from the same
 * source instead of from whatever text the slide shows now: the storyline item, and for a deck
 * made from documents the section of the document the slide showed (its own copy: the
 * documents themselves are not kept with the project). `generated` is the fingerprint of the
 * page as it was generated (`pageFingerprint`): a page whose fingerprint differs was edited.
 */
export const PageOrigin = z
  .object({
    item: z.string().max(500),
    section: z
      .object({
        title: z.string().max(500),
        source: z.string().max(2048),
        paragraphs: z.array(z.string().max(4000)).max(40),
        tables: z.array(z.array(z.array(z.string().max(2000)).max(40)).max(60)).max(4),
      })
      .strict()
      .optional(),
    generated: z.string().max(32),
  })
  .strict();
export type PageOrigin = z.infer<typeof PageOrigin>;

/** A slide (presentation) or a section (page). The root is always a row or a column. */
export const Page = z
  .object({ id: PageId, layout: ContainerNodeSchema, background: PageBackground.optional(), origin: PageOrigin.optional() })
  .strict()
  .superRefine((page, ctx) => {
    // The layout's own rules have reported such a tree, and its ids are not worth a walk without bounds.
    if (treeLimitProblem(page.layout)) return;
    const seen = new Set<string>();
    for (const id of collectIds(page.layout)) {
      if (seen.has(id)) ctx.addIssue({ code: 'custom', message: `duplicate node id '${id}'`, path: ['layout'] });
      seen.add(id);
    }
  });
export type Page = z.infer<typeof Page>;

/** Speaker notes for one page: PRODUCT.md §3 "scripts list (id, text)". */
export const Script = z.object({ id: z.string().min(1), text: z.string().max(20_000) }).strict();

/**
 * The editable document of a project: what lives in the Y.Doc, what fixture decks hold,
 * and what exports render. Server-side fields (owner, folder, status, share, timestamps)
 * wrap it elsewhere.
 */
export const ProjectDocument = documentOf(Page);
export type ProjectDocument = z.infer<typeof ProjectDocument>;
export type ProjectDocumentInput = z.input<typeof ProjectDocument>;

/**
 * The document's rules without each page's own: the collaboration server checks this after
 * every edit, and `Page` only for the pages the edit changed, instead of every page again.
 */
export const DocumentOutline = documentOf(z.looseObject({ id: PageId }));

function documentOf<P extends z.ZodType<{ id: string }>>(page: P) {
  return z
    .object({
      kind: ProjectKind.default('presentation'),
      title: z.string().max(300).default(''),
      /** A built-in theme id (e.g. 'sunlit') or the id of a custom theme. */
      themeId: z.string().min(1).max(64).default('sunlit'),
      /** A custom theme carried with the document, used when themeId names it. */
      theme: ThemeJson.optional(),
      pages: z.array(page).min(1).max(500),
      scriptMap: z.record(z.string(), z.array(Script)).default({}),
    })
    .strict()
    .superRefine((doc, ctx) => {
      const seen = new Set<string>();
      doc.pages.forEach((each, index) => {
        const { id } = each as { id: string };
        if (seen.has(id)) ctx.addIssue({ code: 'custom', message: `duplicate page id '${id}'`, path: ['pages', index, 'id'] });
        seen.add(id);
      });
    });
}
