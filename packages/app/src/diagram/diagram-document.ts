import type { BlockOf, ProjectDocumentInput } from '@folio/layout';

type DiagramBlock = BlockOf<'diagram'>;

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
