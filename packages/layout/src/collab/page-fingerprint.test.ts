import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import * as Y from 'yjs';
import { ProjectDocument } from '../schema/document.ts';
import { editToDelta, deltaToParagraphs, type DeltaOp } from '../rich-text/delta.ts';
import { contentNodes } from '../tree/walk.ts';
import { pageFingerprint, stampOrigin } from './page-fingerprint.ts';
import { movePage, readProject, setPageBackground, setPageOrigin, textOf, writeProject } from './project-ydoc.ts';

const deck = ProjectDocument.parse(JSON.parse(readFileSync(new URL('../../../../fixtures/decks/languages.json', import.meta.url), 'utf8')));

function generatedDeck(): Y.Doc {
  const ydoc = new Y.Doc();
  const pages = deck.pages.map((page, at) => stampOrigin(page, { item: `Item ${at + 1}` }));
  writeProject(ydoc, { ...deck, pages });
  // What the editor sees: the document as another replica receives it.
  const replica = new Y.Doc();
  Y.applyUpdate(replica, Y.encodeStateAsUpdate(ydoc));
  return replica;
}

describe('what a generated page was made from', () => {
  test('is kept with the page in the document, and the page read back is still the page as generated', () => {
    const ydoc = generatedDeck();
    const [first, second] = readProject(ydoc).pages;
    expect(first!.origin?.item).toBe('Item 1');
    expect(pageFingerprint(first!)).toBe(first!.origin?.generated);
    movePage(ydoc, second!.id, 0);
    const moved = readProject(ydoc).pages[0]!;
    expect(moved.origin?.item).toBe('Item 2');
    expect(pageFingerprint(moved)).toBe(moved.origin?.generated);
  });

  test('tells a page edited since, by its text or its background', () => {
    const ydoc = generatedDeck();
    const page = readProject(ydoc).pages[0]!;
    const block = contentNodes(page.layout).find((node) => node.content.kind === 'text')!;
    const shared = textOf(ydoc, block.id)!;
    ydoc.transact(() => shared.applyDelta(editToDelta(deltaToParagraphs(shared.toDelta() as DeltaOp[]), { type: 'insert', at: 0, text: 'Edited ' })));
    const typed = readProject(ydoc).pages[0]!;
    expect(pageFingerprint(typed)).not.toBe(typed.origin?.generated);

    const other = readProject(ydoc).pages[1]!;
    setPageBackground(ydoc, other.id, { color: '#102030' });
    const painted = readProject(ydoc).pages[1]!;
    expect(pageFingerprint(painted)).not.toBe(painted.origin?.generated);

    setPageOrigin(ydoc, other.id, undefined);
    expect(readProject(ydoc).pages[1]!.origin).toBeUndefined();
    expect(ProjectDocument.safeParse(readProject(ydoc)).success).toBe(true);
  });
});
