import * as Y from 'yjs';
import { PAGE_HISTORY_STEPS } from '../spec-constants.ts';
import { docParts } from './doc-shape.ts';
import { LOCAL_ORIGIN } from './project-ydoc.ts';

/**
 * Undo and redo of this person's own edits (PRODUCT.md §4: 20 steps, cleared on project
 * init; selection changes are not in the document, so they are never recorded). Edits that
 * arrive from collaborators are not undone by it. Typing within half a second merges into
 * one step, as word processors do.
 */
export class History {
  private readonly manager: Y.UndoManager;

  constructor(ydoc: Y.Doc, readonly limit: number = PAGE_HISTORY_STEPS) {
    const { meta, pages, texts, scripts } = docParts(ydoc);
    this.manager = new Y.UndoManager([meta, pages, texts, scripts], { trackedOrigins: new Set([LOCAL_ORIGIN]), captureTimeout: 500 });
    this.manager.on('stack-item-added', () => {
      const { undoStack } = this.manager;
      if (undoStack.length > this.limit) undoStack.splice(0, undoStack.length - this.limit);
    });
  }

  undo(): boolean {
    return this.manager.undo() !== null;
  }

  redo(): boolean {
    return this.manager.redo() !== null;
  }

  /** §3 "undo/redo history with past and future counts". */
  get past(): number {
    return this.manager.undoStack.length;
  }

  get future(): number {
    return this.manager.redoStack.length;
  }

  /** Ends the current step, so the next edit is undone on its own. */
  stopCapturing(): void {
    this.manager.stopCapturing();
  }

  clear(): void {
    this.manager.clear();
  }

  destroy(): void {
    this.manager.destroy();
  }
}
