import * as Y from 'yjs';

/**
 * How a project lives in a Y.Doc. Each page's layout tree is one JSON value (structural
 * edits are whole-tree replacements, so two people reshaping the same slide at once keep
 * the later shape), while the text of every text block is its own Y.Text keyed by block
 * id, so people typing in the same paragraph merge character by character. Text blocks in
 * the stored tree carry no paragraphs: the Y.Text is their only copy.
 */
export interface DocParts {
  meta: Y.Map<unknown>;
  pages: Y.Array<Y.Map<unknown>>;
  texts: Y.Map<Y.Text>;
  scripts: Y.Map<unknown>;
}

export function docParts(ydoc: Y.Doc): DocParts {
  return {
    meta: ydoc.getMap('meta'),
    pages: ydoc.getArray('pages'),
    texts: ydoc.getMap('texts'),
    scripts: ydoc.getMap('scripts'),
  };
}
