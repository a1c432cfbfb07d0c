import * as Y from 'yjs';
import type { ProjectDocument } from '../schema/document.ts';
import type { Page } from '../schema/document.ts';
import type { ContainerNode, LayoutNode } from '../schema/layout-node.ts';
import type { Paragraph } from '../schema/text.ts';
import { deltaToParagraphs, paragraphsToDelta, type DeltaOp } from '../rich-text/delta.ts';
import { contentNodes } from '../tree/walk.ts';
import { docParts } from './doc-shape.ts';
import { separateStep } from './undo-steps.ts';

type Script = ProjectDocument['scriptMap'][string];

/** The origin of edits made through these functions; the history manager undoes only these. */
export const LOCAL_ORIGIN = Symbol('folio-local-edit');

/** Fills an empty Y.Doc with a project (for a new project, or the server's first load of one). */
export function writeProject(ydoc: Y.Doc, doc: ProjectDocument): void {
  const { meta, pages, texts, scripts } = docParts(ydoc);
  ydoc.transact(() => {
    meta.set('kind', doc.kind);
    meta.set('title', doc.title);
    meta.set('themeId', doc.themeId);
    if (doc.theme) meta.set('theme', doc.theme);
    pages.insert(0, doc.pages.map((page) => pageMap(page, texts)));
    for (const [pageId, notes] of Object.entries(doc.scriptMap)) scripts.set(pageId, notes);
  }, LOCAL_ORIGIN);
}

/**
 * Replaces the whole project inside an existing Y.Doc (a document written through the API
 * while people may have it open): everything is deleted and written again in one transaction
 * of the same Y.Doc, so editors receive it as ordinary changes instead of merging a second copy.
 */
export function replaceProject(ydoc: Y.Doc, doc: ProjectDocument): void {
  separateStep(ydoc);
  const { meta, pages, texts, scripts } = docParts(ydoc);
  ydoc.transact(() => {
    for (const key of [...meta.keys()]) meta.delete(key);
    pages.delete(0, pages.length);
    for (const key of [...texts.keys()]) texts.delete(key);
    for (const key of [...scripts.keys()]) scripts.delete(key);
    writeProject(ydoc, doc);
  }, LOCAL_ORIGIN);
}

/** The project as a plain document: what lists, thumbnails, shares and exports read. */
export function readProject(ydoc: Y.Doc): ProjectDocument {
  const { meta, pages, texts, scripts } = docParts(ydoc);
  const theme = meta.get('theme') as ProjectDocument['theme'];
  return {
    kind: (meta.get('kind') as ProjectDocument['kind']) ?? 'presentation',
    title: (meta.get('title') as string) ?? '',
    themeId: (meta.get('themeId') as string) ?? 'sunlit',
    ...(theme ? { theme } : {}),
    pages: pages.toArray().map((map) => readPage(map, texts)),
    scriptMap: Object.fromEntries([...scripts.entries()].map(([id, notes]) => [id, notes as Script])),
  };
}

/** One page's layout tree with its texts, without reading the rest of the project (a keystroke's read). */
export function readPageLayout(ydoc: Y.Doc, pageId: string): ContainerNode | undefined {
  const { pages, texts } = docParts(ydoc);
  const map = pages.toArray().find((each) => each.get('id') === pageId);
  return map ? withTexts(map.get('layout') as ContainerNode, texts) : undefined;
}

export function readPage(map: Y.Map<unknown>, texts: Y.Map<Y.Text>): Page {
  const background = map.get('background') as Page['background'];
  const origin = map.get('origin') as Page['origin'];
  return {
    id: map.get('id') as Page['id'],
    layout: withTexts(map.get('layout') as ContainerNode, texts),
    ...(background ? { background } : {}),
    ...(origin ? { origin } : {}),
  };
}

/**
 * Replaces a page's layout tree after a structural edit (insert, move, delete, resize…).
 * Text blocks new to the document get a Y.Text from the paragraphs they carry; existing ones
 * keep their Y.Text and the paragraphs given here are ignored (text changes go through
 * `textOf`), so a structural edit never overwrites what someone else is typing.
 * `typing`: the change is a keystroke in text the tree itself holds (a table cell).
 */
export function setPageLayout(ydoc: Y.Doc, pageId: string, layout: ContainerNode, options: { typing?: boolean } = {}): void {
  // Typing into a field the tree holds (a table cell) merges into the person's typing burst,
  // as typing into a Y.Text does; every other structural edit is an undo step of its own.
  if (!options.typing) separateStep(ydoc);
  const { pages, texts } = docParts(ydoc);
  ydoc.transact(() => {
    const map = requirePage(pages, pageId);
    createTexts(layout, texts);
    map.set('layout', withoutTexts(layout));
    dropUnusedTexts(pages, texts);
  }, LOCAL_ORIGIN);
}

export function setPageBackground(ydoc: Y.Doc, pageId: string, background: Page['background'] | undefined): void {
  separateStep(ydoc);
  const { pages } = docParts(ydoc);
  ydoc.transact(() => {
    const map = requirePage(pages, pageId);
    if (background) map.set('background', background);
    else map.delete('background');
  }, LOCAL_ORIGIN);
}

/** What a page was generated from; a regenerated page brings its own, a page the user replaced by hand has none. */
export function setPageOrigin(ydoc: Y.Doc, pageId: string, origin: Page['origin'] | undefined): void {
  separateStep(ydoc);
  const { pages } = docParts(ydoc);
  ydoc.transact(() => {
    const map = requirePage(pages, pageId);
    if (origin) map.set('origin', origin);
    else map.delete('origin');
  }, LOCAL_ORIGIN);
}

export function insertPage(ydoc: Y.Doc, index: number, page: Page): void {
  separateStep(ydoc);
  const { pages, texts } = docParts(ydoc);
  ydoc.transact(() => pages.insert(Math.max(0, Math.min(index, pages.length)), [pageMap(page, texts)]), LOCAL_ORIGIN);
}

export function deletePage(ydoc: Y.Doc, pageId: string): void {
  separateStep(ydoc);
  const { pages, texts, scripts } = docParts(ydoc);
  ydoc.transact(() => {
    pages.delete(pageIndex(pages, pageId), 1);
    scripts.delete(pageId);
    dropUnusedTexts(pages, texts);
  }, LOCAL_ORIGIN);
}

/** Moves a page; Yjs cannot move shared types, so the page is written anew at its new place. */
export function movePage(ydoc: Y.Doc, pageId: string, toIndex: number): void {
  separateStep(ydoc);
  const { pages, texts } = docParts(ydoc);
  ydoc.transact(() => {
    const from = pageIndex(pages, pageId);
    const page = readPage(pages.get(from), texts);
    pages.delete(from, 1);
    pages.insert(Math.max(0, Math.min(toIndex, pages.length)), [pageMap(page, texts)]);
  }, LOCAL_ORIGIN);
}

export function setProjectMeta(ydoc: Y.Doc, patch: Partial<Pick<ProjectDocument, 'title' | 'themeId' | 'theme'>>): void {
  separateStep(ydoc);
  const { meta } = docParts(ydoc);
  ydoc.transact(() => {
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined) meta.delete(key);
      else meta.set(key, value);
    }
  }, LOCAL_ORIGIN);
}

export function setScript(ydoc: Y.Doc, pageId: string, notes: Script): void {
  separateStep(ydoc);
  ydoc.transact(() => docParts(ydoc).scripts.set(pageId, notes), LOCAL_ORIGIN);
}

/** The shared text of a text block, for typing: apply `editToDelta` deltas to it. */
export function textOf(ydoc: Y.Doc, blockId: string): Y.Text | undefined {
  return docParts(ydoc).texts.get(blockId);
}

function pageMap(page: Page, texts: Y.Map<Y.Text>): Y.Map<unknown> {
  createTexts(page.layout, texts);
  const map = new Y.Map<unknown>();
  map.set('id', page.id);
  map.set('layout', withoutTexts(page.layout));
  if (page.background) map.set('background', page.background);
  if (page.origin) map.set('origin', page.origin);
  return map;
}

function createTexts(layout: ContainerNode, texts: Y.Map<Y.Text>): void {
  for (const node of contentNodes(layout)) {
    if (node.content.kind !== 'text' || texts.has(node.id)) continue;
    const text = new Y.Text();
    text.applyDelta(paragraphsToDelta(node.content.paragraphs));
    texts.set(node.id, text);
  }
}

/** Texts whose block no page holds any more. Run inside the edit's transaction. */
function dropUnusedTexts(pages: Y.Array<Y.Map<unknown>>, texts: Y.Map<Y.Text>): void {
  const used = new Set<string>();
  for (const map of pages) for (const node of contentNodes(map.get('layout') as ContainerNode)) used.add(node.id);
  for (const id of [...texts.keys()]) if (!used.has(id)) texts.delete(id);
}

function withoutTexts<T extends LayoutNode>(node: T): T {
  if (node.type === 'content') return (node.content.kind === 'text' ? { ...node, content: { ...node.content, paragraphs: [] } } : node) as T;
  return { ...node, children: node.children.map(withoutTexts) } as T;
}

function withTexts<T extends LayoutNode>(node: T, texts: Y.Map<Y.Text>): T {
  if (node.type === 'content') {
    if (node.content.kind !== 'text') return node;
    const text = texts.get(node.id);
    const paragraphs: Paragraph[] = text ? deltaToParagraphs(text.toDelta() as DeltaOp[]) : [];
    return { ...node, content: { ...node.content, paragraphs } } as T;
  }
  return { ...node, children: node.children.map((child) => withTexts(child, texts)) } as T;
}

function pageIndex(pages: Y.Array<Y.Map<unknown>>, pageId: string): number {
  const index = pages.toArray().findIndex((map) => map.get('id') === pageId);
  if (index === -1) throw new RangeError(`page '${pageId}' is not in the document`);
  return index;
}

function requirePage(pages: Y.Array<Y.Map<unknown>>, pageId: string): Y.Map<unknown> {
  return pages.get(pageIndex(pages, pageId));
}
