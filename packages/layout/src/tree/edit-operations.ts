import { z } from 'zod';
import { Page, ProjectDocument, Script } from '../schema/document.ts';
import type { ContainerNode, LayoutNode } from '../schema/layout-node.ts';
import type { NodeId, PageId } from '../schema/primitives.ts';
import { Paragraph } from '../schema/text.ts';
import { findNode } from './find-node.ts';
import { newNodeId } from './new-node-id.ts';
import { normalizeTree } from './normalize-tree.ts';
import { updateContent } from './update-content.ts';
import { collectIds } from './walk.ts';

/**
 * What an AI chat edit does to a document, over page and block ids: the shape the AI answers
 * with, the server streams and the editor applies. It is made of the document model's own
 * schemas (page, paragraph, notes), so it lives beside them and the tree edits.
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

/** What one operation changed, for the chat message ("Rewrote the text on slide 3"); slides count from 1. */
export type EditChange =
  | { kind: 'text'; slide: number }
  | { kind: 'addPage'; slide: number; pageId: string }
  | { kind: 'removePage'; slide: number }
  | { kind: 'movePage'; slide: number; pageId: string }
  | { kind: 'replacePage'; slide: number }
  | { kind: 'theme'; themeId: string }
  | { kind: 'notes'; slide: number };

/** The operation does not fit the document as it is (a page removed meanwhile, a block that is not text). */
export class EditOperationError extends Error {
  override name = 'EditOperationError';
}

/**
 * One operation applied: the document after it, the operation as it went in (a new or
 * replaced page with its tree normalised, its node ids unique in the project and its origin
 * kept), and what it changed. The editor writes `applied` to its Y.Doc; everything else reads
 * `doc`.
 */
export interface AppliedEdit {
  doc: ProjectDocument;
  applied: EditOperation;
  change: EditChange;
}

/** Applies one operation to plain JSON; throws EditOperationError when it does not fit `doc`. */
export function applyEditOperation(doc: ProjectDocument, operation: EditOperation, freshId: () => string = newNodeId): AppliedEdit {
  const indexOf = (id: string) => {
    const index = doc.pages.findIndex((page) => page.id === id);
    if (index === -1) throw new EditOperationError(`there is no page '${id}'`);
    return index;
  };
  switch (operation.op) {
    case 'setText': {
      const index = indexOf(operation.pageId);
      const page = doc.pages[index]!;
      const node = findNode(page.layout, operation.blockId as NodeId);
      if (node?.type !== 'content' || node.content.kind !== 'text') throw new EditOperationError(`'${operation.blockId}' is not a text block on page '${operation.pageId}'`);
      const layout = updateContent(page.layout, operation.blockId, { kind: 'text', paragraphs: operation.paragraphs });
      return { doc: { ...doc, pages: doc.pages.with(index, { ...page, layout }) }, applied: operation, change: { kind: 'text', slide: index + 1 } };
    }
    case 'insertPage': {
      if (doc.pages.some((page) => page.id === operation.page.id)) throw new EditOperationError(`page id '${operation.page.id}' is already used`);
      const at = operation.afterPageId === null ? 0 : indexOf(operation.afterPageId) + 1;
      const page = { ...operation.page, layout: withFreshIds(normalizeTree(operation.page.layout), usedIds(doc.pages), freshId) };
      return {
        doc: { ...doc, pages: doc.pages.toSpliced(at, 0, page), scriptMap: { ...doc.scriptMap, [page.id]: operation.scripts } },
        applied: { ...operation, page },
        change: { kind: 'addPage', slide: at + 1, pageId: page.id },
      };
    }
    case 'removePage': {
      const index = indexOf(operation.pageId);
      if (doc.pages.length === 1) throw new EditOperationError('a deck keeps at least one page');
      const { [operation.pageId]: _removed, ...scriptMap } = doc.scriptMap;
      return { doc: { ...doc, pages: doc.pages.toSpliced(index, 1), scriptMap }, applied: operation, change: { kind: 'removePage', slide: index + 1 } };
    }
    case 'movePage': {
      const page = doc.pages[indexOf(operation.pageId)]!;
      if (operation.afterPageId === operation.pageId) throw new EditOperationError('a page cannot go after itself');
      const rest = doc.pages.filter((each) => each.id !== operation.pageId);
      const at = operation.afterPageId === null ? 0 : rest.findIndex((each) => each.id === operation.afterPageId) + 1;
      if (at === 0 && operation.afterPageId !== null) throw new EditOperationError(`there is no page '${operation.afterPageId}'`);
      return { doc: { ...doc, pages: rest.toSpliced(at, 0, page) }, applied: operation, change: { kind: 'movePage', slide: at + 1, pageId: page.id } };
    }
    case 'replacePage': {
      const index = indexOf(operation.pageId);
      const old = doc.pages[index]!;
      // A page redesigned by chat keeps what it was made from; its changed fingerprint tells it was changed since.
      const origin = operation.page.origin ?? old.origin;
      const layout = withFreshIds(normalizeTree(operation.page.layout), usedIds(doc.pages.toSpliced(index, 1)), freshId);
      const page: Page = { ...operation.page, id: old.id as PageId, layout, ...(origin ? { origin } : {}) };
      return { doc: { ...doc, pages: doc.pages.with(index, page) }, applied: { ...operation, page }, change: { kind: 'replacePage', slide: index + 1 } };
    }
    case 'setTheme':
      return { doc: { ...doc, themeId: operation.themeId }, applied: operation, change: { kind: 'theme', themeId: operation.themeId } };
    case 'setScripts': {
      const index = indexOf(operation.pageId);
      return { doc: { ...doc, scriptMap: { ...doc.scriptMap, [operation.pageId]: operation.scripts } }, applied: operation, change: { kind: 'notes', slide: index + 1 } };
    }
  }
}

/** Applies the operations in order; throws EditOperationError at the first that does not fit. */
export function applyOperations(doc: ProjectDocument, operations: readonly EditOperation[]): ProjectDocument {
  return operations.reduce((current, operation) => applyEditOperation(current, operation).doc, doc);
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
      const next = ProjectDocument.safeParse(applyEditOperation(current, operation.data).doc);
      if (!next.success) continue;
      current = next.data;
      kept.push(operation.data);
    } catch {
      continue;
    }
  }
  return kept;
}

function usedIds(pages: readonly Page[]): Set<string> {
  return new Set(pages.flatMap((page) => collectIds(page.layout)));
}

/** Node ids are unique across a project (texts are keyed by them): a page reusing one elsewhere gets new ones. */
function withFreshIds<T extends LayoutNode>(node: T, taken: ReadonlySet<string>, freshId: () => string): T {
  const id = taken.has(node.id) ? (freshId() as NodeId) : node.id;
  if (node.type === 'content') return { ...node, id };
  return { ...node, id, children: (node as ContainerNode).children.map((child) => withFreshIds(child, taken, freshId)) };
}
