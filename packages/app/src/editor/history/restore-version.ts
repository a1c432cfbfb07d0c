import { readProject, replaceProject, type ProjectDocument } from '@folio/layout';
import type * as Y from 'yjs';

/**
 * Writes an older version into the live document as this person's own change: one
 * transaction of LOCAL_ORIGIN (replaceProject), so the socket stores it and sends it to the
 * other editors like any edit, and Undo takes the whole restore back in one step — a restore
 * the server applied would arrive as someone else's change, which History never undoes.
 * The title stays: it is how people find the project in their lists, and a restore is about
 * the content (the server's version/restore keeps it too).
 */
export function restoreIntoDocument(ydoc: Y.Doc, version: ProjectDocument): void {
  const { title } = readProject(ydoc);
  replaceProject(ydoc, { ...version, title });
}
