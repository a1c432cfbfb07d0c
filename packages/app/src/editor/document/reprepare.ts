import { contentNodes, type BlockContent, type Page, type ProjectDocument } from '@folio/layout';
import { PreparedDocument } from '@folio/renderer';

/**
 * The next document prepared synchronously from the last prepared one, when what changed needs
 * nothing loaded: same theme, its text covered by faces already loaded, its images already
 * decoded. This is every keystroke in the editor, which is then laid out and drawn in the same
 * task instead of after an asynchronous preparation. Null when something must be loaded first
 * (or an image failed before and deserves another try): the caller prepares it the slow way.
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
    const text: string[] = [];
    const langs = new Set<string>();
    for (const page of changed) {
      if (page.background?.image && !previous.images.has(page.background.image)) return null;
      for (const node of contentNodes(page.layout)) {
        if (oldContent.has(node.content)) continue;
        if (imageSources(node.content).some((src) => !previous.images.has(src))) return null;
        collectStrings(node.content, text);
        if (node.content.kind === 'text') for (const paragraph of node.content.paragraphs) if (paragraph.lang) langs.add(paragraph.lang);
      }
    }
    const families = [...new Set(Object.values(previous.theme.paragraph).map((style) => style.fontFamily))];
    if (!previous.fonts.isLoadedForText({ families, text: text.join('\n'), langs: [...langs] })) return null;
  }
  return new PreparedDocument(doc, previous.theme, previous.fonts, previous.images, previous.imageErrors);
}

function contentsOf(pages: readonly Page[]): Set<BlockContent> {
  const contents = new Set<BlockContent>();
  for (const page of pages) for (const node of contentNodes(page.layout)) contents.add(node.content);
  return contents;
}

function imageSources(content: BlockContent): string[] {
  if (content.kind === 'image') return [content.src];
  if (content.kind === 'quote' && content.imgUrl) return [content.imgUrl];
  if (content.kind === 'video' && content.poster) return [content.poster];
  return [];
}

function collectStrings(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) collectStrings(item, into);
}
