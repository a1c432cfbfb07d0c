import type { BlockOf, ProjectDocument, ProjectDocumentInput } from '@folio/layout';

type DiagramBlock = BlockOf<'diagram'>;

export const BLOCK_ID = 'diagram-block';

/**
 * The preview and the PNG draw the diagram as a page (the page kind grows to its content),
 * on the default theme, so what is downloaded is the block exactly as a slide would draw it.
 */
export function previewDocument(block: DiagramBlock): ProjectDocumentInput {
  return {
    kind: 'page',
    title: '',
    pages: [{ id: 'diagram', layout: { id: 'diagram-root', type: 'column', config: { gap: 0, padding: 24 }, children: [{ id: BLOCK_ID, type: 'content', content: block }] } }],
  };
}

/** The diagram block as the preview document holds it (parsed, defaults filled), the one the renderer drew. */
export function drawnBlock(doc: ProjectDocument): DiagramBlock {
  const root = doc.pages[0]!.layout;
  const node = 'children' in root ? root.children[0] : undefined;
  if (node?.type !== 'content' || node.content.kind !== 'diagram') throw new Error('not a diagram preview document');
  return node.content;
}
