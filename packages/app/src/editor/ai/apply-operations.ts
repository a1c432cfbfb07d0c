import type { EditOperation } from '@folio/ai';
import {
  collectIds,
  contentNodes,
  deletePage,
  findNode,
  movePage,
  type History,
  insertPage,
  LOCAL_ORIGIN,
  normalizeTree,
  paragraphsToDelta,
  readProject,
  setPageBackground,
  setPageLayout,
  setPageOrigin,
  setProjectMeta,
  setScript,
  textOf,
  type ContainerNode,
  type LayoutNode,
  type NodeId,
  type Page,
  type Paragraph,
  type ProjectDocument,
} from '@folio/layout';
import type * as Y from 'yjs';
import { newNodeId } from '../commands/page-edits.ts';

/** What one AI edit did, for the chat message ("Rewrote the text on slide 3"); slides count from 1. */
export type AiChange =
  | { kind: 'text'; slide: number }
  | { kind: 'addPage'; slide: number; pageId: string }
  | { kind: 'removePage'; slide: number }
  | { kind: 'movePage'; slide: number; pageId: string }
  | { kind: 'replacePage'; slide: number }
  | { kind: 'theme'; themeId: string }
  | { kind: 'notes'; slide: number };

/** The operations do not fit the document as it is now (someone removed the slide meanwhile…): nothing was changed. */
export class AiEditError extends Error {
  override name = 'AiEditError';
}

/**
 * Applies an AI edit to the project's Y.Doc as ONE transaction with the local origin, so one
 * ⌘Z takes the whole edit back. Every operation is first checked against the current document;
 * if any does not fit, AiEditError is thrown before anything is written (a Y.Doc cannot roll a
 * half-applied transaction back).
 */
export function applyAiOperations(ydoc: Y.Doc, history: History, operations: readonly EditOperation[]): AiChange[] {
  if (operations.length === 0) return [];
  const { changes, writes } = plan(readProject(ydoc), operations);
  // Typing just before must stay its own step, and so must typing just after.
  history.stopCapturing();
  ydoc.transact(() => {
    for (const write of writes) write(ydoc);
  }, LOCAL_ORIGIN);
  history.stopCapturing();
  return mergeChanges(changes);
}

type Write = (ydoc: Y.Doc) => void;

/** Runs the operations over a plain copy of the document, collecting the Y.Doc writes and what each changes. */
function plan(start: ProjectDocument, operations: readonly EditOperation[]): { changes: AiChange[]; writes: Write[] } {
  let doc = start;
  const changes: AiChange[] = [];
  const writes: Write[] = [];
  const indexOf = (pageId: string) => {
    const index = doc.pages.findIndex((page) => page.id === pageId);
    if (index === -1) throw new AiEditError(`there is no slide '${pageId}'`);
    return index;
  };
  for (const operation of operations) {
    switch (operation.op) {
      case 'setText': {
        const index = indexOf(operation.pageId);
        const node = findNode(doc.pages[index]!.layout, operation.blockId as NodeId);
        if (node?.type !== 'content' || node.content.kind !== 'text') throw new AiEditError(`'${operation.blockId}' is not a text block`);
        const { blockId, paragraphs } = operation;
        writes.push((ydoc) => replaceText(ydoc, blockId, paragraphs));
        changes.push({ kind: 'text', slide: index + 1 });
        break;
      }
      case 'insertPage': {
        if (doc.pages.some((page) => page.id === operation.page.id)) throw new AiEditError(`slide id '${operation.page.id}' is already used`);
        const at = operation.afterPageId === null ? 0 : indexOf(operation.afterPageId) + 1;
        const page = { ...operation.page, layout: withFreshIds(normalizeTree(operation.page.layout), usedIds(doc)) };
        const scripts = operation.scripts;
        writes.push((ydoc) => {
          insertPage(ydoc, at, page);
          if (scripts.length > 0) setScript(ydoc, page.id, scripts);
        });
        doc = { ...doc, pages: doc.pages.toSpliced(at, 0, page) };
        changes.push({ kind: 'addPage', slide: at + 1, pageId: page.id });
        break;
      }
      case 'removePage': {
        const index = indexOf(operation.pageId);
        if (doc.pages.length === 1) throw new AiEditError('a deck keeps at least one slide');
        const { pageId } = operation;
        writes.push((ydoc) => deletePage(ydoc, pageId));
        doc = { ...doc, pages: doc.pages.toSpliced(index, 1) };
        changes.push({ kind: 'removePage', slide: index + 1 });
        break;
      }
      case 'movePage': {
        const page = doc.pages[indexOf(operation.pageId)]!;
        const rest = doc.pages.filter((each) => each.id !== operation.pageId);
        const at = operation.afterPageId === null ? 0 : rest.findIndex((each) => each.id === operation.afterPageId) + 1;
        if (operation.afterPageId !== null && at === 0) throw new AiEditError(`there is no slide '${operation.afterPageId}'`);
        writes.push((ydoc) => movePage(ydoc, page.id, at));
        doc = { ...doc, pages: rest.toSpliced(at, 0, page) };
        changes.push({ kind: 'movePage', slide: at + 1, pageId: page.id });
        break;
      }
      case 'replacePage': {
        const index = indexOf(operation.pageId);
        const others = usedIds({ ...doc, pages: doc.pages.toSpliced(index, 1) });
        // A page redesigned by chat keeps what it was made from; its changed fingerprint tells it was changed since.
        const origin = operation.page.origin ?? doc.pages[index]!.origin;
        const page: Page = { ...operation.page, id: doc.pages[index]!.id, layout: withFreshIds(normalizeTree(operation.page.layout), others), ...(origin ? { origin } : {}) };
        writes.push((ydoc) => replacePage(ydoc, page));
        doc = { ...doc, pages: doc.pages.with(index, page) };
        changes.push({ kind: 'replacePage', slide: index + 1 });
        break;
      }
      case 'setTheme': {
        const { themeId } = operation;
        writes.push((ydoc) => setProjectMeta(ydoc, { themeId }));
        changes.push({ kind: 'theme', themeId });
        break;
      }
      case 'setScripts': {
        const index = indexOf(operation.pageId);
        const { pageId, scripts } = operation;
        writes.push((ydoc) => setScript(ydoc, pageId, scripts));
        changes.push({ kind: 'notes', slide: index + 1 });
        break;
      }
      default: {
        // A kind of operation @folio/ai gained and this editor does not apply yet: a type error here first.
        const unknown: never = operation;
        throw new AiEditError(`unknown operation ${JSON.stringify(unknown)}`);
      }
    }
  }
  return { changes, writes };
}

/**
 * A page's new tree and background. setPageLayout keeps the shared text of blocks it already
 * knows (so a structural edit never overwrites someone's typing); a regenerated page means its
 * words too, so those texts are written afresh.
 */
function replacePage(ydoc: Y.Doc, page: Page): void {
  const kept = contentNodes(page.layout).filter((node) => node.content.kind === 'text' && textOf(ydoc, node.id));
  setPageLayout(ydoc, page.id, page.layout);
  setPageBackground(ydoc, page.id, page.background);
  setPageOrigin(ydoc, page.id, page.origin);
  for (const node of kept) if (node.content.kind === 'text') replaceText(ydoc, node.id, node.content.paragraphs);
}

function replaceText(ydoc: Y.Doc, blockId: string, paragraphs: readonly Paragraph[]): void {
  const text = textOf(ydoc, blockId);
  if (!text) throw new AiEditError(`'${blockId}' has no text`);
  text.delete(0, text.length);
  text.applyDelta(paragraphsToDelta(paragraphs));
}

function usedIds(doc: ProjectDocument): Set<string> {
  return new Set(doc.pages.flatMap((page) => collectIds(page.layout)));
}

/** Node ids are unique across a project (texts are keyed by them): an AI page reusing one elsewhere gets new ones. */
function withFreshIds<T extends LayoutNode>(node: T, taken: ReadonlySet<string>): T {
  const id = taken.has(node.id) ? (newNodeId() as NodeId) : node.id;
  if (node.type === 'content') return { ...node, id };
  return { ...node, id, children: (node as ContainerNode).children.map((child) => withFreshIds(child, taken)) };
}

/** Several rewrites of one slide read as one line. */
function mergeChanges(changes: AiChange[]): AiChange[] {
  const seen = new Set<string>();
  return changes.filter((change) => {
    const key = JSON.stringify(change);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
