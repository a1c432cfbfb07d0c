import {
  applyEditOperation,
  contentNodes,
  deletePage,
  type EditChange,
  type EditOperation,
  EditOperationError,
  type History,
  insertPage,
  LOCAL_ORIGIN,
  movePage,
  type Page,
  type Paragraph,
  paragraphsToDelta,
  type ProjectDocument,
  readProject,
  setPageBackground,
  setPageLayout,
  setPageOrigin,
  setProjectMeta,
  setScript,
  textOf,
} from '@folio/layout';
import type * as Y from 'yjs';

/**
 * Applies an AI edit to the project's Y.Doc as ONE transaction with the local origin, so one
 * ⌘Z takes the whole edit back. Every operation is first checked against the current document;
 * if any does not fit, layout's EditOperationError is thrown before anything is written (a
 * Y.Doc cannot roll a half-applied transaction back).
 */
export function applyAiOperations(ydoc: Y.Doc, history: History, operations: readonly EditOperation[]): EditChange[] {
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

/** Runs the operations over a plain copy of the document (layout's one implementation), collecting the Y.Doc writes and what each changes. */
function plan(start: ProjectDocument, operations: readonly EditOperation[]): { changes: EditChange[]; writes: Write[] } {
  let doc = start;
  const changes: EditChange[] = [];
  const writes: Write[] = [];
  for (const operation of operations) {
    const { doc: next, applied, change } = applyEditOperation(doc, operation);
    writes.push(writeOf(applied, change));
    changes.push(change);
    doc = next;
  }
  return { changes, writes };
}

/** The Y.Doc writes of one operation as layout applied it (new pages with their ids made unique, at the place it found). */
function writeOf(applied: EditOperation, change: EditChange): Write {
  const at = 'slide' in change ? change.slide - 1 : 0;
  switch (applied.op) {
    case 'setText':
      return (ydoc) => replaceText(ydoc, applied.blockId, applied.paragraphs);
    case 'insertPage':
      return (ydoc) => {
        insertPage(ydoc, at, applied.page);
        if (applied.scripts.length > 0) setScript(ydoc, applied.page.id, applied.scripts);
      };
    case 'removePage':
      return (ydoc) => deletePage(ydoc, applied.pageId);
    case 'movePage':
      return (ydoc) => movePage(ydoc, applied.pageId, at);
    case 'replacePage':
      return (ydoc) => replacePage(ydoc, applied.page);
    case 'setTheme':
      return (ydoc) => setProjectMeta(ydoc, { themeId: applied.themeId });
    case 'setScripts':
      return (ydoc) => setScript(ydoc, applied.pageId, applied.scripts);
  }
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
  if (!text) throw new EditOperationError(`'${blockId}' has no text`);
  text.delete(0, text.length);
  text.applyDelta(paragraphsToDelta(paragraphs));
}

/** Several rewrites of one slide read as one line. */
function mergeChanges(changes: EditChange[]): EditChange[] {
  const seen = new Set<string>();
  return changes.filter((change) => {
    const key = JSON.stringify(change);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
