import { insertBlock, MAX_CHILDREN, ProjectDocument, readProject, writeProject, type ContainerNode, type LayoutNode, type NodeId } from '@folio/layout';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { i18next } from '../../i18n/i18n.ts';
import { useToastStore } from '../../stores/toast-store.ts';
import { contentNode } from '../blocks/default-content.ts';
import { useEditorStore } from '../editor-store.ts';
import editorEn from '../../i18n/locales/en/editor.ts';
import { insertAll } from './block-clipboard.ts';
import { addBlock, duplicateSelection } from './block-commands.ts';

const PAGE = 'page-1';

function text(words: string): LayoutNode {
  return contentNode({ kind: 'text', paragraphs: [{ role: 'normalText', spans: [{ text: words }] }] });
}

/** An open project holding one slide with this layout, on that slide, with these blocks selected. */
function openSlide(layout: ContainerNode, selection: string[]) {
  const ydoc = new Y.Doc();
  writeProject(ydoc, ProjectDocument.parse({ pages: [{ id: PAGE, layout }] }));
  useEditorStore.getState().selectPage(PAGE);
  useEditorStore.getState().select(selection);
  // What the socket would send the server: nothing, for a refused edit.
  const updates: Uint8Array[] = [];
  ydoc.on('update', (update: Uint8Array) => updates.push(update));
  return { ydoc, updates, layout: () => readProject(ydoc).pages[0]!.layout };
}

/** A new slide whose newest block was split again and again (right, then below) until the slide is 64 levels deep. */
function deepestSlide(): { layout: ContainerNode; newest: string } {
  const first = text('first');
  let layout: ContainerNode = { id: 'root' as NodeId, type: 'column', children: [first] };
  let newest = first.id as string;
  for (let split = 1; split <= 62; split += 1) {
    const next = text(`split ${split}`);
    layout = insertBlock(layout, newest, split % 2 === 1 ? 'right' : 'bottom', next, () => `group${split}`);
    newest = next.id;
  }
  return { layout, newest };
}

/** A column of 39 rows of 50 blocks: 1,990 nodes, ten short of the limit. */
function crowdedSlide(): ContainerNode {
  const rows = Array.from({ length: 39 }, (_, r): LayoutNode => ({ id: `row${r}` as NodeId, type: 'row', children: Array.from({ length: 50 }, (_, b) => text(`${r}.${b}`)) }));
  return { id: 'root' as NodeId, type: 'column', children: rows };
}

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { editor: editorEn } }, interpolation: { escapeValue: false } });
});

beforeEach(() => useToastStore.getState().dismiss());

describe('a block edit the page has no room for', () => {
  it('adding a block beside the deepest one leaves the slide as it was, sends nothing, and says why', () => {
    const { layout, newest } = deepestSlide();
    const slide = openSlide(layout, [newest]);
    const before = slide.layout();

    expect(addBlock(slide.ydoc, PAGE, undefined, 'right')).toBe(false);

    expect(slide.layout()).toEqual(before);
    expect(slide.updates).toHaveLength(0);
    expect(useEditorStore.getState().selection).toEqual([newest]);
    expect(useToastStore.getState().toast).toMatchObject({ kind: 'error', text: 'Blocks can be nested at most 64 levels deep' });
  });

  it('the same key still adds a block where no new level is needed', () => {
    const { layout, newest } = deepestSlide();
    const slide = openSlide(layout, [newest]);
    expect(addBlock(slide.ydoc, PAGE, undefined, 'bottom')).toBe(true);
    expect(slide.updates).toHaveLength(1);
    expect(useToastStore.getState().toast).toBeNull();
  });

  it('pasting more than the slide holds pastes nothing and says why', () => {
    const slide = openSlide(crowdedSlide(), ['row38']);
    const before = slide.layout();
    // Four rows of two blocks: 12 more nodes.
    const copied = Array.from({ length: 4 }, (_, n): LayoutNode => ({ id: `copied${n}` as NodeId, type: 'row', children: [text('a'), text('b')] }));

    expect(insertAll(slide.ydoc, PAGE, copied)).toBe(false);

    expect(slide.layout()).toEqual(before);
    expect(slide.updates).toHaveLength(0);
    expect(useEditorStore.getState().selection).toEqual(['row38']);
    expect(useToastStore.getState().toast).toMatchObject({ kind: 'error', text: 'A slide or section holds at most 2000 blocks, rows and columns' });
  });

  it('duplicating blocks past the limit copies none of them and keeps the selection', () => {
    const layout = crowdedSlide();
    const rowBlock = (layout.children[0] as ContainerNode).children[0]!.id;
    const slide = openSlide(layout, [rowBlock, 'row1']);
    const before = slide.layout();

    duplicateSelection(slide.ydoc, PAGE);

    expect(slide.layout()).toEqual(before);
    expect(slide.updates).toHaveLength(0);
    expect(useEditorStore.getState().selection).toEqual([rowBlock, 'row1']);
    expect(useToastStore.getState().toast?.text).toBe('A slide or section holds at most 2000 blocks, rows and columns');
  });

  it('adding a block to a full row says the row is full', () => {
    const blocks = Array.from({ length: MAX_CHILDREN }, (_, n) => text(`${n}`));
    const slide = openSlide({ id: 'root' as NodeId, type: 'row', children: blocks }, [blocks[0]!.id]);

    expect(addBlock(slide.ydoc, PAGE, undefined, 'right')).toBe(false);

    expect(slide.updates).toHaveLength(0);
    expect(useToastStore.getState().toast?.text).toBe('A row or column holds at most 60 blocks');
  });
});

describe('pasting blocks', () => {
  it('pastes copied columns into a column slide one after another and selects what was pasted', () => {
    const below = text('below');
    const slide = openSlide({ id: 'root' as NodeId, type: 'column', children: [text('above'), below] }, [below.id]);
    const copied = ['one', 'two'].map((name): LayoutNode => ({ id: name as NodeId, type: 'column', children: [text(`${name} a`), text(`${name} b`)] }));

    expect(insertAll(slide.ydoc, PAGE, copied)).toBe(true);

    // Each pasted column joins the slide's own column, so its two blocks are what lands.
    const children = slide.layout().children;
    expect(children).toHaveLength(6);
    expect(useEditorStore.getState().selection).toEqual(children.slice(2).map((child) => child.id));
  });
});
