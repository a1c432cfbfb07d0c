import { Page, Paragraph, ProjectDocument, Script, contentNodes, findNode, normalizeTree, updateContent, type NodeId, type PageId } from '@folio/layout';
import { z } from 'zod';

/**
 * What an AI chat edit does to a document, over page and block ids. The editor applies each
 * operation as one undoable change to the Y.Doc; `applyOperations` does the same to plain
 * JSON (for the server, for previews and for tests).
 */
export const EditOperation = z.discriminatedUnion('op', [
  z.object({ op: z.literal('setText'), pageId: z.string(), blockId: z.string(), paragraphs: z.array(Paragraph).min(1) }).strict(),
  z.object({ op: z.literal('insertPage'), afterPageId: z.string().nullable(), page: Page, scripts: z.array(Script).default([]) }).strict(),
  z.object({ op: z.literal('removePage'), pageId: z.string() }).strict(),
  /** The page taken out and put back after `afterPageId` (null: first), its notes and words unchanged. */
  z.object({ op: z.literal('movePage'), pageId: z.string(), afterPageId: z.string().nullable() }).strict(),
  z.object({ op: z.literal('replacePage'), pageId: z.string(), page: Page }).strict(),
  z.object({ op: z.literal('setTheme'), themeId: z.string().min(1).max(64) }).strict(),
  z.object({ op: z.literal('setScripts'), pageId: z.string(), scripts: z.array(Script) }).strict(),
]);
export type EditOperation = z.infer<typeof EditOperation>;

export class EditOperationError extends Error {
  override name = 'EditOperationError';
}

export function applyOperations(doc: ProjectDocument, operations: readonly EditOperation[]): ProjectDocument {
  return operations.reduce(applyOne, doc);
}

/**
 * The operations that apply, in order, to `doc` and leave a valid document: what the app
 * is sent, so applying an AI edit never fails half-way in the editor. An operation that does
 * not apply (a page removed meanwhile, a block that is not text) is left out, and the ones
 * after it are checked against the document without it.
 */
export function applicableOperations(doc: ProjectDocument, operations: readonly unknown[]): EditOperation[] {
  const kept: EditOperation[] = [];
  let current = doc;
  for (const candidate of operations) {
    const operation = EditOperation.safeParse(candidate);
    if (!operation.success) continue;
    try {
      const next = ProjectDocument.safeParse(applyOne(current, operation.data));
      if (!next.success) continue;
      current = next.data;
      kept.push(operation.data);
    } catch {
      continue;
    }
  }
  return kept;
}

function applyOne(doc: ProjectDocument, operation: EditOperation): ProjectDocument {
  const pageIndex = (id: string) => {
    const index = doc.pages.findIndex((page) => page.id === id);
    if (index === -1) throw new EditOperationError(`there is no page '${id}'`);
    return index;
  };
  switch (operation.op) {
    case 'setText': {
      const index = pageIndex(operation.pageId);
      const page = doc.pages[index]!;
      const node = findNode(page.layout, operation.blockId as NodeId);
      if (node?.type !== 'content' || node.content.kind !== 'text') throw new EditOperationError(`'${operation.blockId}' is not a text block on page '${operation.pageId}'`);
      const layout = updateContent(page.layout, operation.blockId as NodeId, { kind: 'text', paragraphs: operation.paragraphs });
      return { ...doc, pages: doc.pages.with(index, { ...page, layout }) };
    }
    case 'insertPage': {
      if (doc.pages.some((page) => page.id === operation.page.id)) throw new EditOperationError(`page id '${operation.page.id}' is already used`);
      const at = operation.afterPageId === null ? 0 : pageIndex(operation.afterPageId) + 1;
      const pages = [...doc.pages.slice(0, at), operation.page, ...doc.pages.slice(at)];
      return { ...doc, pages, scriptMap: { ...doc.scriptMap, [operation.page.id]: operation.scripts } };
    }
    case 'removePage': {
      const index = pageIndex(operation.pageId);
      if (doc.pages.length === 1) throw new EditOperationError('a deck keeps at least one page');
      const { [operation.pageId]: _removed, ...scriptMap } = doc.scriptMap;
      return { ...doc, pages: doc.pages.toSpliced(index, 1), scriptMap };
    }
    case 'movePage': {
      const page = doc.pages[pageIndex(operation.pageId)]!;
      if (operation.afterPageId === operation.pageId) throw new EditOperationError('a page cannot go after itself');
      const rest = { ...doc, pages: doc.pages.filter((each) => each.id !== operation.pageId) };
      const at = operation.afterPageId === null ? 0 : rest.pages.findIndex((each) => each.id === operation.afterPageId) + 1;
      if (at === 0 && operation.afterPageId !== null) throw new EditOperationError(`there is no page '${operation.afterPageId}'`);
      return { ...doc, pages: rest.pages.toSpliced(at, 0, page) };
    }
    case 'replacePage': {
      const index = pageIndex(operation.pageId);
      return { ...doc, pages: doc.pages.with(index, { ...operation.page, id: operation.pageId as PageId, layout: normalizeTree(operation.page.layout) }) };
    }
    case 'setTheme':
      return { ...doc, themeId: operation.themeId };
    case 'setScripts':
      pageIndex(operation.pageId);
      return { ...doc, scriptMap: { ...doc.scriptMap, [operation.pageId]: operation.scripts } };
  }
}

/** The text blocks of a page with their paragraphs, for edits that rewrite text in place. */
export function textBlocks(page: Page) {
  return contentNodes(page.layout).flatMap((node) => (node.content.kind === 'text' ? [{ id: node.id as string, paragraphs: node.content.paragraphs }] : []));
}
