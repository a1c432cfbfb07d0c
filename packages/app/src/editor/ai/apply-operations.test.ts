import { blockText, contentNodes, type EditOperation, EditOperationError, History, LOCAL_ORIGIN, type Page, pageFingerprint, type PageId, ProjectDocument, readProject, stampOrigin, textOf, writeProject } from '@folio/layout';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyAiOperations } from './apply-operations.ts';

const DECK = ProjectDocument.parse(JSON.parse(readFileSync(new URL('../../../../../fixtures/decks/every-block.json', import.meta.url), 'utf8')));

/** An open project as the editor holds it: the deck in a Y.Doc, and a History that starts empty (§4: cleared on load). */
function openDeck() {
  const ydoc = new Y.Doc();
  writeProject(ydoc, DECK);
  const history = new History(ydoc);
  history.clear();
  return { ydoc, history };
}

/** The words of a block as the canvas draws them. */
function textOfBlock(ydoc: Y.Doc, blockId: string): string {
  const node = readProject(ydoc)
    .pages.flatMap((page) => contentNodes(page.layout))
    .find((each) => each.id === blockId);
  return node?.content.kind === 'text' ? blockText(node.content.paragraphs) : '';
}

const title = (text: string) => ({ role: 'title' as const, spans: [{ text }] });

const NEW_SLIDE: Page = {
  id: 'ai-slide' as PageId,
  // The AI reuses an id the deck already has: the editor must not let two blocks share a text.
  layout: { id: 'ai-root' as Page['layout']['id'], type: 'column', children: [{ id: 'eb-title-name' as Page['layout']['id'], type: 'content', content: { kind: 'text', paragraphs: [title('Market size')] } }] },
};

const CHAT_EDIT: EditOperation[] = [
  { op: 'setText', pageId: 'eb-marks', blockId: 'eb-marks-title', paragraphs: [{ role: 'headline', spans: [{ text: 'Marks, shortened' }] }] },
  { op: 'insertPage', afterPageId: 'eb-marks', page: NEW_SLIDE, scripts: [{ id: 'n1', text: 'Talk about the market.' }] },
  { op: 'removePage', pageId: 'eb-media' },
  { op: 'setTheme', themeId: 'dark-matter' },
  { op: 'setScripts', pageId: 'eb-title', scripts: [{ id: 'n2', text: 'Welcome everyone.' }] },
];

describe('applying an AI edit', () => {
  it('moves a slide with its words and notes, as one undo step, and says where it went', () => {
    const { ydoc, history } = openDeck();
    const before = readProject(ydoc).pages.map((page) => page.id);
    const [first, second, ...rest] = before;
    const last = rest.at(-1)!;

    const changes = applyAiOperations(ydoc, history, [{ op: 'movePage', pageId: first!, afterPageId: last }]);

    expect(readProject(ydoc).pages.map((page) => page.id)).toEqual([second, ...rest, first]);
    expect(textOfBlock(ydoc, 'eb-title-name')).toBe('Folio');
    expect(changes).toEqual([{ kind: 'movePage', slide: before.length, pageId: first }]);
    history.undo();
    expect(readProject(ydoc).pages.map((page) => page.id)).toEqual(before);
  });

  it('changes text, slides, theme and notes, and one undo takes all of it back', () => {
    const { ydoc, history } = openDeck();
    const before = readProject(ydoc);

    const changes = applyAiOperations(ydoc, history, CHAT_EDIT);

    const after = readProject(ydoc);
    expect(textOfBlock(ydoc, 'eb-marks-title')).toBe('Marks, shortened');
    expect(after.pages.map((page) => page.id)).toEqual([...before.pages.slice(0, 3).map((page) => page.id), 'ai-slide', ...before.pages.slice(3, -1).map((page) => page.id)]);
    expect(after.themeId).toBe('dark-matter');
    expect(after.scriptMap['eb-title']).toEqual([{ id: 'n2', text: 'Welcome everyone.' }]);
    expect(after.scriptMap['ai-slide']).toEqual([{ id: 'n1', text: 'Talk about the market.' }]);
    // The first slide's title keeps its words; the new slide's title got an id of its own.
    expect(textOfBlock(ydoc, 'eb-title-name')).toBe('Folio');
    expect(contentNodes(after.pages[3]!.layout).map((node) => node.id)).not.toContain('eb-title-name');
    expect(JSON.stringify(after.pages[3]!.layout)).toContain('Market size');
    expect(() => ProjectDocument.parse(after)).not.toThrow();
    expect(changes).toEqual([
      { kind: 'text', slide: 3 },
      { kind: 'addPage', slide: 4, pageId: 'ai-slide' },
      { kind: 'removePage', slide: 13 },
      { kind: 'theme', themeId: 'dark-matter' },
      { kind: 'notes', slide: 1 },
    ]);

    expect(history.past).toBe(1);
    history.undo();
    expect(readProject(ydoc)).toEqual(before);
    history.redo();
    expect(readProject(ydoc)).toEqual(after);
  });

  it('keeps typing done just before the edit as its own undo step', () => {
    const { ydoc, history } = openDeck();
    ydoc.transact(() => textOf(ydoc, 'eb-marks-title')!.insert(0, 'My '), LOCAL_ORIGIN);
    applyAiOperations(ydoc, history, [{ op: 'setTheme', themeId: 'moss' }]);

    history.undo();
    expect(readProject(ydoc).themeId).toBe(DECK.themeId);
    expect(textOfBlock(ydoc, 'eb-marks-title')).toBe('My Inline marks');
    history.undo();
    expect(textOfBlock(ydoc, 'eb-marks-title')).toBe('Inline marks');
  });

  it('writes the new words of a regenerated slide even where it keeps the old block ids', () => {
    const { ydoc, history } = openDeck();
    const page: Page = {
      id: 'eb-marks' as PageId,
      layout: { id: 'eb-marks-root' as Page['layout']['id'], type: 'row', children: [{ id: 'eb-marks-title' as Page['layout']['id'], type: 'content', content: { kind: 'text', paragraphs: [title('A fresh take')] } }] },
    };
    const changes = applyAiOperations(ydoc, history, [{ op: 'replacePage', pageId: 'eb-marks', page }]);
    const slide = readProject(ydoc).pages[2]!;
    expect(slide.layout.type).toBe('row');
    expect(textOfBlock(ydoc, 'eb-marks-title')).toBe('A fresh take');
    expect(textOf(ydoc, 'eb-marks-body')).toBeUndefined();
    expect(changes).toEqual([{ kind: 'replacePage', slide: 3 }]);
    history.undo();
    expect(readProject(ydoc)).toEqual(DECK);
  });

  it('puts a regenerated slide in place with what it was made from, and one undo brings the edited slide back with its own', () => {
    const ydoc = new Y.Doc();
    const generated = stampOrigin(DECK.pages[1]!, { item: 'Marks', section: { title: 'Marks', source: 'notes.md', paragraphs: ['Bold and italic.'], tables: [] } });
    writeProject(ydoc, { ...DECK, pages: DECK.pages.with(1, generated) });
    const history = new History(ydoc);
    history.clear();
    const edited = readProject(ydoc).pages[1]!;
    const layout: Page['layout'] = { id: 'again-root' as Page['layout']['id'], type: 'column', children: [{ id: 'again-title' as Page['layout']['id'], type: 'content', content: { kind: 'text', paragraphs: [title('Marks, another way')] } }] };
    const again = stampOrigin({ id: generated.id, layout }, { item: 'Marks', section: generated.origin!.section });

    applyAiOperations(ydoc, history, [{ op: 'replacePage', pageId: generated.id, page: again }]);
    const replaced = readProject(ydoc).pages[1]!;
    expect(replaced.origin).toEqual(again.origin);
    expect(pageFingerprint(replaced), 'the new slide counts as unedited').toBe(replaced.origin!.generated);

    history.undo();
    expect(readProject(ydoc).pages[1]).toEqual(edited);
  });

  it('changes nothing when one operation does not fit the document', () => {
    const { ydoc, history } = openDeck();
    const edit: EditOperation[] = [{ op: 'setTheme', themeId: 'moss' }, { op: 'setText', pageId: 'gone', blockId: 'eb-marks-title', paragraphs: [title('x')] }];
    expect(() => applyAiOperations(ydoc, history, edit)).toThrow(EditOperationError);
    expect(() => applyAiOperations(ydoc, history, [{ op: 'setText', pageId: 'eb-image', blockId: 'eb-image-photo', paragraphs: [title('x')] }])).toThrow(EditOperationError);
    expect(readProject(ydoc)).toEqual(DECK);
    expect(history.past).toBe(0);
  });

  it('reports several rewrites of one slide once', () => {
    const { ydoc, history } = openDeck();
    const changes = applyAiOperations(ydoc, history, [
      { op: 'setText', pageId: 'eb-marks', blockId: 'eb-marks-title', paragraphs: [title('One')] },
      { op: 'setText', pageId: 'eb-marks', blockId: 'eb-marks-body', paragraphs: [title('Two')] },
    ]);
    expect(changes).toEqual([{ kind: 'text', slide: 3 }]);
    expect(history.past).toBe(1);
  });
});
