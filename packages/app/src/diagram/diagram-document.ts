import type { BlockOf, ProjectDocument, ProjectDocumentInput } from '@folio/layout';

type DiagramBlock = BlockOf<'diagram'>;
type Page = ProjectDocument['pages'][number];

/** Short random ids: a slide added to someone's deck must not collide with theirs. */
function freshId(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 12)}`;
}

/**
 * The preview and the PNG draw the diagram as a page (the page kind grows to its content),
 * on the default theme, so what is downloaded is the block exactly as a slide would draw it.
 */
export function previewDocument(block: DiagramBlock): ProjectDocumentInput {
  return {
    kind: 'page',
    title: '',
    pages: [{ id: 'diagram', layout: { id: 'diagram-root', type: 'column', config: { gap: 0, padding: 24 }, children: [{ id: 'diagram-block', type: 'content', content: block }] } }],
  };
}

/** A slide with the diagram's title as its headline and the diagram filling the rest, as the editor's own diagram slides are laid out. */
export function diagramSlide(block: DiagramBlock, title: string): Page {
  const children: object[] = [];
  if (title.trim()) children.push({ id: freshId('title'), type: 'content', content: { kind: 'text', paragraphs: [{ role: 'headline', spans: [{ text: title.trim() }] }] } });
  children.push({ id: freshId('diagram'), type: 'content', size: 1, content: block });
  return { id: freshId('page'), layout: { id: freshId('root'), type: 'column', config: { gap: 24, padding: 56 }, children } } as unknown as Page;
}

/** The deck with the diagram's slide added at its end; the deck's own pages are untouched. */
export function withDiagramSlide(doc: ProjectDocument, block: DiagramBlock, title: string): ProjectDocument {
  return { ...doc, pages: [...doc.pages, diagramSlide(block, title)] };
}
