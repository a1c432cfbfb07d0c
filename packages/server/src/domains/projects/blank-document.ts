import { ProjectDocument, type ProjectKind } from '@folio/layout';
import { DEFAULT_THEME_ID } from '@folio/renderer';

/**
 * What project/create stores without a document: one blank slide (or section) holding an
 * empty title block, on the default theme (§3 Sunlit). A container needs a child, so the
 * blank page is not an empty column.
 */
export function blankDocument(kind: ProjectKind, title: string): ProjectDocument {
  return ProjectDocument.parse({
    kind,
    title,
    themeId: DEFAULT_THEME_ID,
    pages: [
      {
        id: 'page-1',
        layout: {
          id: 'root',
          type: 'column',
          children: [{ id: 'title', type: 'content', content: { kind: 'text', paragraphs: [{ role: 'title', spans: [{ text: '' }] }] } }],
        },
      },
    ],
    scriptMap: {},
  });
}
