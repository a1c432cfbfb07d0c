import * as Y from 'yjs';
import { PAGE_HISTORY_STEPS } from '@folio/contracts';
import { docParts } from './doc-shape.ts';
import { LOCAL_ORIGIN } from './project-ydoc.ts';
import { registerStepBoundary } from './undo-steps.ts';

/**
 * Undo and redo of this person's own edits (PRODUCT.md §4: 20 steps, cleared on project
 * init; selection changes are not in the document, so they are never recorded). Edits that
 * arrive from collaborators are not undone by it. Typing within half a second merges into
 * one step, as word processors do.
 */
export class History {
  private readonly manager: Y.UndoManager;
  private readonly ydoc: Y.Doc;

  constructor(ydoc: Y.Doc, readonly limit: number = PAGE_HISTORY_STEPS) {
    const { meta, pages, texts, scripts } = docParts(ydoc);
    this.manager = new Y.UndoManager([meta, pages, texts, scripts], { trackedOrigins: new Set([LOCAL_ORIGIN]), captureTimeout: 500 });
    // Registered after the manager's own listener: a structural edit is closed as soon as it is
    // recorded, so typing right after it starts a step of its own.
    let structural = false;
    ydoc.on('afterTransaction', () => {
      if (!structural) return;
      structural = false;
      this.manager.stopCapturing();
    });
    registerStepBoundary(ydoc, {
      separate: () => {
        this.manager.stopCapturing();
        structural = true;
      },
    });
    this.ydoc = ydoc;
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
    registerStepBoundary(this.ydoc, undefined);
    this.manager.destroy();
  }
}
