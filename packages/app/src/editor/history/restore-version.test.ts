import { readFileSync } from 'node:fs';
import { History, LOCAL_ORIGIN, ProjectDocument, readProject, setProjectMeta, writeProject } from '@folio/layout';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { restoreIntoDocument } from './restore-version.ts';

function fixture(name: string): ProjectDocument {
  return ProjectDocument.parse(JSON.parse(readFileSync(new URL(`../../../../../fixtures/decks/${name}.json`, import.meta.url), 'utf8')));
}

/** The minimal deck, as it was some time ago: its pages only, under another title. */
const OLD = { ...fixture('minimal'), title: 'Old title' };
const NOW = fixture('every-block');

describe('restoring a version in the editor', () => {
  it('replaces the pages and notes but keeps the current title, and one Undo takes it all back', () => {
    const ydoc = new Y.Doc();
    writeProject(ydoc, NOW);
    const history = new History(ydoc);
    setProjectMeta(ydoc, { title: 'Quarterly review' });
    history.stopCapturing();
    const before = readProject(ydoc);

    restoreIntoDocument(ydoc, OLD);
    expect(readProject(ydoc)).toEqual({ ...OLD, title: 'Quarterly review' });

    expect(history.undo()).toBe(true);
    expect(readProject(ydoc)).toEqual(before);
    expect(history.redo()).toBe(true);
    expect(readProject(ydoc).pages).toEqual(OLD.pages);
  });

  it('reaches another copy of the document as one update, as it would through the socket', () => {
    const mine = new Y.Doc();
    writeProject(mine, NOW);
    const theirs = new Y.Doc();
    Y.applyUpdate(theirs, Y.encodeStateAsUpdate(mine));
    const updates: Uint8Array[] = [];
    mine.on('update', (update: Uint8Array, origin: unknown) => {
      expect(origin).toBe(LOCAL_ORIGIN);
      updates.push(update);
    });
    restoreIntoDocument(mine, OLD);
    expect(updates).toHaveLength(1);
    Y.applyUpdate(theirs, updates[0]!);
    expect(readProject(theirs)).toEqual(readProject(mine));
  });
});
