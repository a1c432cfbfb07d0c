import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import * as Y from 'yjs';
import { ProjectDocument } from '../schema/document.ts';
import type { ContainerNode } from '../schema/layout-node.ts';
import { editToDelta, deltaToParagraphs, type DeltaOp } from '../rich-text/delta.ts';
import { insertBlock } from '../tree/insert-block.ts';
import { deleteNode } from '../tree/delete-node.ts';
import { updateContent } from '../tree/update-content.ts';
import { contentNodes } from '../tree/walk.ts';
import { History } from './history.ts';
import { LOCAL_ORIGIN } from './project-ydoc.ts';
import { deletePage, insertPage, movePage, readProject, replaceProject, setPageLayout, setProjectMeta, textOf, writeProject } from './project-ydoc.ts';

const deck = (name: string) => ProjectDocument.parse(JSON.parse(readFileSync(new URL(`../../../../fixtures/decks/${name}.json`, import.meta.url), 'utf8')));

function typeInto(ydoc: Y.Doc, blockId: string, at: number, text: string): void {
  const shared = textOf(ydoc, blockId)!;
  const paragraphs = deltaToParagraphs(shared.toDelta() as DeltaOp[]);
  ydoc.transact(() => shared.applyDelta(editToDelta(paragraphs, { type: 'insert', at, text })));
}

/** Two replicas that exchange every update, like two browsers on one project. */
function pair(doc: ProjectDocument): [Y.Doc, Y.Doc] {
  const a = new Y.Doc();
  writeProject(a, doc);
  const b = new Y.Doc();
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
  return [a, b];
}

function sync(a: Y.Doc, b: Y.Doc): void {
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)));
}

const firstTextBlock = (layout: ContainerNode): string => {
  const find = (node: ContainerNode | ContainerNode['children'][number]): string | undefined =>
    node.type === 'content' ? (node.content.kind === 'text' ? node.id : undefined) : node.children.map(find).find(Boolean);
  return find(layout)!;
};

describe('a project in a Y.Doc', () => {
  test('every fixture deck comes back out exactly as it went in', () => {
    for (const name of ['every-block', 'deck-20', 'rtl-arabic-hebrew', 'long-page', 'custom-theme']) {
      const doc = deck(name);
      const ydoc = new Y.Doc();
      writeProject(ydoc, doc);
      expect(ProjectDocument.parse(readProject(ydoc)), name).toEqual(doc);
    }
  });

  test('two people typing in the same paragraph at once both keep their words', () => {
    const [a, b] = pair(deck('minimal'));
    const block = firstTextBlock(readProject(a).pages[0]!.layout);
    typeInto(a, block, 0, 'Alice ');
    typeInto(b, block, 0, 'Bob ');
    sync(a, b);
    const text = JSON.stringify(readProject(a).pages[0]!.layout);
    expect(text).toContain('Alice ');
    expect(text).toContain('Bob ');
    expect(readProject(a)).toEqual(readProject(b));
  });

  test('moving blocks around a slide while someone types in one keeps the typing', () => {
    const [a, b] = pair(deck('minimal'));
    const page = readProject(a).pages[0]!;
    const block = firstTextBlock(page.layout);
    const divider = { id: 'new-divider', type: 'content', content: { kind: 'divider', style: 'solid' } } as never;
    const withNew = insertBlock(page.layout, block, 'bottom', divider, () => 'new-wrapper');
    setPageLayout(a, page.id, withNew);
    typeInto(b, block, 0, 'Typed ');
    sync(a, b);
    const merged = readProject(b).pages[0]!;
    expect(JSON.stringify(merged.layout)).toContain('new-divider');
    expect(JSON.stringify(merged.layout)).toContain('Typed ');
  });

  test('deleting a text block removes its shared text with it', () => {
    const doc = deck('every-block');
    const ydoc = new Y.Doc();
    writeProject(ydoc, doc);
    const page = readProject(ydoc).pages[1]!;
    const block = firstTextBlock(page.layout);
    setPageLayout(ydoc, page.id, deleteNode(page.layout, block));
    expect(textOf(ydoc, block)).toBeUndefined();
  });

  test('pages can be added, moved and deleted, and notes go with a deleted page', () => {
    const ydoc = new Y.Doc();
    writeProject(ydoc, deck('deck-20'));
    const ids = readProject(ydoc).pages.map((page) => page.id);
    movePage(ydoc, ids[0]!, 5);
    expect(readProject(ydoc).pages[5]!.id).toBe(ids[0]);
    const copy = { ...readProject(ydoc).pages[1]!, id: 'copy' as never };
    insertPage(ydoc, 0, { ...copy, layout: JSON.parse(JSON.stringify(copy.layout).replaceAll('"id":"', '"id":"copy-')) });
    expect(readProject(ydoc).pages[0]!.id).toBe('copy');
    deletePage(ydoc, ids[2]!);
    expect(readProject(ydoc).pages.map((page) => page.id)).not.toContain(ids[2]);
    expect(readProject(ydoc).scriptMap[ids[2]!]).toBeUndefined();
    expect(readProject(ydoc).pages).toHaveLength(20);
  });
});

test('a document replaced through the API reaches an open editor as changes, not as a second copy', () => {
  const [server, editor] = pair(deck('minimal'));
  replaceProject(server, deck('deck-20'));
  sync(server, editor);
  expect(ProjectDocument.parse(readProject(editor))).toEqual(deck('deck-20'));
});

describe('history', () => {
  test('undo takes back my edit but not a collaborator\'s', () => {
    const [a, b] = pair(deck('minimal'));
    const history = new History(a);
    setProjectMeta(a, { title: 'Mine' });
    history.stopCapturing();
    const block = firstTextBlock(readProject(b).pages[0]!.layout);
    typeInto(b, block, 0, 'Theirs ');
    sync(a, b);
    expect(history.undo()).toBe(true);
    expect(readProject(a).title).not.toBe('Mine');
    expect(JSON.stringify(readProject(a).pages)).toContain('Theirs ');
    expect(history.redo()).toBe(true);
    expect(readProject(a).title).toBe('Mine');
  });

  test('a move made right after typing is undone on its own, leaving the typing', () => {
    const ydoc = new Y.Doc();
    writeProject(ydoc, deck('minimal'));
    const history = new History(ydoc);
    const page = readProject(ydoc).pages[0]!;
    const block = firstTextBlock(page.layout);
    ydoc.transact(() => textOf(ydoc, block)!.insert(0, 'Typed '), LOCAL_ORIGIN);
    setProjectMeta(ydoc, { title: 'Moved at once' });
    ydoc.transact(() => textOf(ydoc, block)!.insert(0, 'More '), LOCAL_ORIGIN);
    expect(history.past).toBe(3);
    history.undo();
    history.undo();
    expect(readProject(ydoc).title).not.toBe('Moved at once');
    expect(JSON.stringify(readProject(ydoc).pages)).toContain('Typed ');
  });

  test('typing into a table cell is one undo step per burst, and a structural edit after it its own', () => {
    const ydoc = new Y.Doc();
    writeProject(ydoc, deck('tables-charts'));
    const history = new History(ydoc);
    const page = readProject(ydoc).pages.find((each) => contentNodes(each.layout).some((node) => node.content.kind === 'table'))!;
    const tableId = contentNodes(page.layout).find((node) => node.content.kind === 'table')!.id;
    const cell = (ydoc: Y.Doc) => {
      const node = contentNodes(readProject(ydoc).pages.find((each) => each.id === page.id)!.layout).find((each) => each.id === tableId)!;
      return node.content.kind === 'table' ? node.content.rows[0]![0]! : '';
    };
    const typed = (text: string) => {
      const layout = readProject(ydoc).pages.find((each) => each.id === page.id)!.layout;
      setPageLayout(ydoc, page.id, updateContent(layout, tableId, (() => {
        const node = contentNodes(layout).find((each) => each.id === tableId)!;
        if (node.content.kind !== 'table') throw new Error('not a table');
        return { ...node.content, rows: node.content.rows.map((row, r) => (r === 0 ? row.map((each, c) => (c === 0 ? text : each)) : row)) };
      })()), { typing: true });
    };
    const before = cell(ydoc);
    for (const text of ['R', 'Re', 'Rev']) typed(text);
    setProjectMeta(ydoc, { title: 'Then renamed' });
    expect(history.past).toBe(2);
    history.undo();
    expect(cell(ydoc)).toBe('Rev');
    history.undo();
    expect(cell(ydoc)).toBe(before);
  });

  test('keeps the last 20 steps and counts past and future', () => {
    const ydoc = new Y.Doc();
    writeProject(ydoc, deck('minimal'));
    const history = new History(ydoc);
    for (let step = 1; step <= 25; step += 1) {
      setProjectMeta(ydoc, { title: `Title ${step}` });
      history.stopCapturing();
    }
    expect(history.past).toBe(20);
    while (history.undo());
    expect(readProject(ydoc).title).toBe('Title 5');
    expect(history.future).toBe(20);
  });
});

describe('hints of empty paragraphs', () => {
  const hinted = () => ProjectDocument.parse(JSON.parse(readFileSync(new URL('../../../../fixtures/hints/hinted-deck.json', import.meta.url), 'utf8')));
  const points = (ydoc: Y.Doc) => deltaToParagraphs(textOf(ydoc, 'hint-1-points')!.toDelta() as DeltaOp[]);

  test('reach a collaborator and come back out as they went in', () => {
    const [, b] = pair(hinted());
    expect(ProjectDocument.parse(readProject(b))).toEqual(hinted());
  });

  test('stop showing while a person types over one, and undo brings it back', () => {
    const [a, b] = pair(hinted());
    const history = new History(a);
    const shared = textOf(a, 'hint-1-points')!;
    a.transact(() => shared.applyDelta(editToDelta(points(a), { type: 'insert', at: 0, text: 'Rain fills rivers' })), LOCAL_ORIGIN);
    sync(a, b);
    const [typed, other] = points(b);
    expect(typed!.spans).toEqual([{ text: 'Rain fills rivers' }]);
    // The hint stays on the paragraph but is drawn only while it is empty (renderer toParagraphInputs).
    expect(typed!.hint).toBe('Three reasons the water cycle matters to a 10-year-old');
    expect(other!.hint).toBe('Where rain goes after it falls on your school');
    history.undo();
    sync(a, b);
    expect(points(b)[0]).toEqual({ role: 'normalText', spans: [], list: { kind: 'bullet', level: 0 }, hint: 'Three reasons the water cycle matters to a 10-year-old' });
  });

  test('a new paragraph started with Enter in a hinted one shows no copy of the hint', () => {
    const ydoc = new Y.Doc();
    writeProject(ydoc, hinted());
    const shared = textOf(ydoc, 'hint-1-points')!;
    ydoc.transact(() => shared.applyDelta(editToDelta(points(ydoc), { type: 'insert', at: 0, text: 'Rain fills rivers\n' })));
    const [first, made, second] = points(ydoc);
    expect(first!.hint).toBeDefined();
    expect(made).toEqual({ role: 'normalText', spans: [], list: { kind: 'bullet', level: 0 } });
    expect(second!.hint).toBe('Where rain goes after it falls on your school');
  });
});
