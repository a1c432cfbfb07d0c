import { contentNodes, type BlockContent, type Page, type ProjectDocument } from '@folio/layout';
import { fontsQuery, pageNeeds, PreparedDocument } from '@folio/renderer';

/**
 * The next document prepared synchronously from the last prepared one, when what changed needs
 * nothing loaded: same theme, its text covered by faces already loaded, its images already
 * decoded. This is every keystroke in the editor, which is then laid out and drawn in the same
 * task instead of after an asynchronous preparation. Null when something must be loaded first
 * (or an image failed before and deserves another try): the caller prepares it the slow way.
 * What a block needs is the renderer's to say (`pageNeeds`), as for the slow way.
 *
 * Relies on unchanged pages and blocks being the same objects (ProjectReader), so only the
 * changed ones are looked at.
 */
export function reprepare<T>(previous: PreparedDocument<T>, doc: ProjectDocument): PreparedDocument<T> | null {
  const before = previous.doc;
  if (doc.kind !== before.kind || doc.themeId !== before.themeId || doc.theme !== before.theme) return null;
  const oldPages = new Set(before.pages);
  const changed = doc.pages.filter((page) => !oldPages.has(page));
  if (changed.length > 0) {
    const oldContent = contentsOf(before.pages);
    const needs = pageNeeds(changed, (content) => !oldContent.has(content));
    if (needs.images.some((src) => !previous.images.has(src))) return null;
    if (!previous.fonts.isLoadedForText(fontsQuery(previous.theme, needs))) return null;
  }
  return new PreparedDocument(doc, previous.theme, previous.fonts, previous.images, previous.imageErrors);
}

function contentsOf(pages: readonly Page[]): Set<BlockContent> {
  const contents = new Set<BlockContent>();
  for (const page of pages) for (const node of contentNodes(page.layout)) contents.add(node.content);
  return contents;
}
