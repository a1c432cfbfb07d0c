import { walk, type ProjectDocument, type ThemeJson } from '@folio/layout';
import type { FontRegistry } from './fonts/index.ts';

/** Every image a document draws: image blocks, quote avatars, video posters, page backgrounds. */
export function collectImageSources(doc: ProjectDocument): string[] {
  const sources = new Set<string>();
  for (const page of doc.pages) {
    if (page.background?.image) sources.add(page.background.image);
    for (const node of walk(page.layout)) {
      if (node.type !== 'content') continue;
      const content = node.content;
      if (content.kind === 'image') sources.add(content.src);
      if (content.kind === 'quote' && content.imgUrl) sources.add(content.imgUrl);
      if (content.kind === 'video' && content.poster) sources.add(content.poster);
    }
  }
  return [...sources];
}

/** All visible strings of the document, so fallback fonts can be chosen by the scripts present. */
export function collectText(doc: ProjectDocument): { text: string; langs: string[] } {
  const parts: string[] = [];
  const langs = new Set<string>();
  for (const page of doc.pages) {
    for (const node of walk(page.layout)) {
      if (node.type !== 'content') continue;
      collectStrings(node.content, parts);
      if (node.content.kind === 'text') for (const paragraph of node.content.paragraphs) if (paragraph.lang) langs.add(paragraph.lang);
    }
  }
  return { text: parts.join('\n'), langs: [...langs] };
}

function collectStrings(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) collectStrings(item, into);
}

export async function loadDocumentFonts(fonts: FontRegistry, doc: ProjectDocument, theme: ThemeJson): Promise<void> {
  const { text, langs } = collectText(doc);
  const families = new Set(Object.values(theme.paragraph).map((style) => style.fontFamily));
  await fonts.loadForText({ families: [...families], text, langs });
}
