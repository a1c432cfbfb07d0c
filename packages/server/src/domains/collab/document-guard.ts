import { DocumentOutline, Page, ProjectReader, treeLimitProblem, type ProjectDocument } from '@folio/layout';
import * as Y from 'yjs';

/**
 * Decides whether an editor's update may be stored: it is applied first to a copy of the
 * room's document, and the result is checked against the document schema. Yjs cannot take an
 * update back, so a refused one only ever reached the copy, which is then made again from the
 * room's document. Without this, a client could store a layout thousands of levels deep,
 * which every later read of the project overflowed the stack on.
 *
 * Only what the update changed is checked (the reader keeps unchanged pages the very same
 * objects), so typing costs one page's check rather than the whole deck's; and a part that
 * was already invalid before this guard existed does not block edits elsewhere.
 */
export class DocumentGuard {
  private copy!: Y.Doc;
  private reader!: ProjectReader;
  /** Layout values as stored in the copy, found within the tree limits or there before. */
  private walked = new WeakSet<object>();
  /** Pages of the last document admitted, valid or there before. */
  private admittedPages = new WeakSet<Page>();
  private admitted: ProjectDocument | undefined;

  constructor(private readonly ydoc: Y.Doc) {
    this.rebuild();
  }

  /** Takes in an update the room applied without asking (stored elsewhere, or the server's own). */
  follow(update: Uint8Array): void {
    Y.applyUpdate(this.copy, update);
  }

  /** Whether the document stays valid with `update`; throws as Yjs does on bytes that are no update. */
  admits(update: Uint8Array): boolean {
    let admitted = false;
    try {
      Y.applyUpdate(this.copy, update);
      admitted = this.holdsValidDocument();
      return admitted;
    } finally {
      if (!admitted) this.rebuild();
    }
  }

  destroy(): void {
    this.reader.destroy();
    this.copy.destroy();
  }

  private holdsValidDocument(): boolean {
    // Walked before the reader recurses into them, which a tree a few thousand levels deep overflows.
    for (const layout of this.layouts()) {
      if (this.walked.has(layout)) continue;
      if (treeLimitProblem(layout)) return false;
      this.walked.add(layout);
    }
    let document: ProjectDocument;
    try {
      document = this.reader.read();
    } catch {
      // A shape no editor writes (a layout that is not a tree, a page that is not a map), or
      // a baseline that was unreadable already.
      return false;
    }
    const changedPages = document.pages.filter((page) => !this.admittedPages.has(page));
    if (changedPages.some((page) => !Page.safeParse(page).success)) return false;
    if (!sameOutline(document, this.admitted) && !DocumentOutline.safeParse(document).success) return false;
    this.admit(document);
    return true;
  }

  /**
   * The stored layout trees, as doc-shape.ts of @folio/layout keeps them: one JSON value per page
   * map of the 'pages' array. Objects only: anything else fails the reader or the schema.
   */
  private *layouts(): Generator<object> {
    for (const page of this.copy.getArray<unknown>('pages')) {
      const layout = page instanceof Y.Map ? page.get('layout') : undefined;
      if (typeof layout === 'object' && layout !== null) yield layout;
    }
  }

  private admit(document: ProjectDocument): void {
    for (const page of document.pages) this.admittedPages.add(page);
    this.admitted = document;
  }

  private rebuild(): void {
    this.reader?.destroy();
    this.copy?.destroy();
    this.copy = new Y.Doc({ gc: true });
    Y.applyUpdate(this.copy, Y.encodeStateAsUpdate(this.ydoc));
    this.reader = new ProjectReader(this.copy);
    this.walked = new WeakSet();
    this.admittedPages = new WeakSet();
    this.admitted = undefined;
    // What the room holds now is the baseline: only changes to it are checked.
    try {
      this.admit(this.reader.read());
      for (const layout of this.layouts()) this.walked.add(layout);
    } catch {
      // Unreadable as it stands: every update is checked in full until one makes it readable.
    }
  }
}

/** The reader keeps the theme and notes the same objects while they are unchanged. */
function sameOutline(document: ProjectDocument, before: ProjectDocument | undefined): boolean {
  return (
    before !== undefined &&
    document.kind === before.kind &&
    document.title === before.title &&
    document.themeId === before.themeId &&
    document.theme === before.theme &&
    document.scriptMap === before.scriptMap &&
    document.pages.length === before.pages.length &&
    document.pages.every((page, index) => page.id === before.pages[index]!.id)
  );
}
