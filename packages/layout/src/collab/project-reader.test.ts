import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import * as Y from 'yjs';
import { ProjectDocument } from '../schema/document.ts';
import type { ContainerNode, ContentNode } from '../schema/layout-node.ts';
import { editToDelta, deltaToParagraphs, type DeltaOp } from '../rich-text/delta.ts';
import { contentNodes } from '../tree/walk.ts';
import { deleteNode } from '../tree/delete-node.ts';
import { History } from './history.ts';
import { ProjectReader } from './project-reader.ts';
import { LOCAL_ORIGIN, readProject, setPageLayout, setProjectMeta, setScript, textOf, writeProject } from './project-ydoc.ts';

const deck = (name: string) => ProjectDocument.parse(JSON.parse(readFileSync(new URL(`../../../../fixtures/decks/${name}.json`, import.meta.url), 'utf8')));

function typeInto(ydoc: Y.Doc, blockId: string, at: number, text: string): void {
  const shared = textOf(ydoc, blockId)!;
  const paragraphs = deltaToParagraphs(shared.toDelta() as DeltaOp[]);
  ydoc.transact(() => shared.applyDelta(editToDelta(paragraphs, { type: 'insert', at, text })));
}

const textBlocks = (layout: ContainerNode): ContentNode[] => contentNodes(layout).filter((node) => node.content.kind === 'text');

describe('reading a project again while it is edited', () => {
  test('always reads what readProject reads', () => {
    const ydoc = new Y.Doc();
    writeProject(ydoc, deck('deck-20'));
    const reader = new ProjectReader(ydoc);
    expect(reader.read()).toEqual(readProject(ydoc));
    const [first, second] = readProject(ydoc).pages;
    typeInto(ydoc, textBlocks(first!.layout)[0]!.id, 0, 'Draft: ');
    expect(reader.read()).toEqual(readProject(ydoc));
    setPageLayout(ydoc, second!.id, deleteNode(second!.layout, contentNodes(second!.layout)[0]!.id));
    expect(reader.read()).toEqual(readProject(ydoc));
    setProjectMeta(ydoc, { title: 'Renamed', themeId: 'moss' });
    setScript(ydoc, first!.id, [{ id: 's1', text: 'Say hello' }]);
    expect(reader.read()).toEqual(readProject(ydoc));
  });

  test('a keystroke makes new objects only for the block typed in, its containers and its page', () => {
    const ydoc = new Y.Doc();
    writeProject(ydoc, deck('deck-20'));
    const reader = new ProjectReader(ydoc);
    const before = reader.read();
    const typed = textBlocks(before.pages[0]!.layout)[0]!;
    typeInto(ydoc, typed.id, 0, 'x');
    const after = reader.read();
    expect(after).not.toBe(before);
    expect(after.pages.slice(1)).toEqual(before.pages.slice(1));
    after.pages.slice(1).forEach((page, index) => expect(page).toBe(before.pages[index + 1]));
    const untouched = contentNodes(after.pages[0]!.layout).filter((node) => node.id !== typed.id);
    const earlier = new Map(contentNodes(before.pages[0]!.layout).map((node) => [node.id, node]));
    for (const node of untouched) expect(node).toBe(earlier.get(node.id));
    const retyped = contentNodes(after.pages[0]!.layout).find((node) => node.id === typed.id)!;
    expect(retyped).not.toBe(typed);
    expect(retyped.content.kind === 'text' && retyped.content.paragraphs[0]!.spans[0]!.text.startsWith('x')).toBe(true);
  });

  test('a read with nothing changed is the same document, and an undone edit reads as it was', () => {
    const ydoc = new Y.Doc();
    writeProject(ydoc, deck('every-block'));
    const reader = new ProjectReader(ydoc);
    const history = new History(ydoc);
    const before = reader.read();
    expect(reader.read()).toBe(before);
    const block = textBlocks(before.pages[0]!.layout)[0]!;
    const shared = textOf(ydoc, block.id)!;
    const paragraphs = deltaToParagraphs(shared.toDelta() as DeltaOp[]);
    ydoc.transact(() => shared.applyDelta(editToDelta(paragraphs, { type: 'insert', at: 0, text: 'abc' })), LOCAL_ORIGIN);
    expect(reader.read()).not.toEqual(before);
    history.undo();
    expect(reader.read()).toEqual(before);
  });
});
