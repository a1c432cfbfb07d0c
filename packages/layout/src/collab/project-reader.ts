import * as Y from 'yjs';
import type { Page, ProjectDocument } from '../schema/document.ts';
import type { ContainerNode, ContentNode, LayoutNode } from '../schema/layout-node.ts';
import type { Paragraph } from '../schema/text.ts';
import { deltaToParagraphs, type DeltaOp } from '../rich-text/delta.ts';
import { docParts } from './doc-shape.ts';

type Script = ProjectDocument['scriptMap'][string];

/**
 * Reads a project out of a Y.Doc as `readProject` does, but again and again while it is being
 * edited: what did not change since the last read is the very same object as before (pages,
 * layout nodes, block content, the theme). An editor keystroke then costs re-reading one
 * Y.Text, and everything memoised by object identity downstream (text layout, measures,
 * thumbnails) is reused for every other block and page.
 */
export class ProjectReader {
  /** Texts changed since they were last read; filled from each transaction as it ends. */
  private readonly stale = new Set<Y.Text>();
  private readonly paragraphs = new WeakMap<Y.Text, Paragraph[]>();
  /** Per stored text-block node: the paragraphs it was last read with and the node made of them. */
  private readonly textNodes = new WeakMap<ContentNode, { paragraphs: Paragraph[]; node: ContentNode }>();
  private readonly containers = new WeakMap<ContainerNode, { children: LayoutNode[]; node: ContainerNode }>();
  private readonly pages = new WeakMap<Y.Map<unknown>, Page>();
  private last: ProjectDocument | null = null;
  private readonly onTransaction = (transaction: Y.Transaction) => {
    for (const type of transaction.changed.keys()) if (type instanceof Y.Text) this.stale.add(type);
  };

  constructor(private readonly ydoc: Y.Doc) {
    ydoc.on('afterTransaction', this.onTransaction);
  }

  destroy(): void {
    this.ydoc.off('afterTransaction', this.onTransaction);
  }

  read(): ProjectDocument {
    const { meta, pages, texts, scripts } = docParts(this.ydoc);
    const theme = meta.get('theme') as ProjectDocument['theme'];
    const nextPages = pages.toArray().map((map) => this.page(map, texts));
    const scriptMap = Object.fromEntries([...scripts.entries()].map(([id, notes]) => [id, notes as Script]));
    this.stale.clear();
    const next: ProjectDocument = {
      kind: (meta.get('kind') as ProjectDocument['kind']) ?? 'presentation',
      title: (meta.get('title') as string) ?? '',
      themeId: (meta.get('themeId') as string) ?? 'sunlit',
      ...(theme ? { theme } : {}),
      pages: this.last && sameItems(this.last.pages, nextPages) ? this.last.pages : nextPages,
      scriptMap: this.last && sameEntries(this.last.scriptMap, scriptMap) ? this.last.scriptMap : scriptMap,
    };
    if (this.last && sameFields(this.last, next)) return this.last;
    this.last = next;
    return next;
  }

  private page(map: Y.Map<unknown>, texts: Y.Map<Y.Text>): Page {
    const background = map.get('background') as Page['background'];
    const layout = this.node(map.get('layout') as ContainerNode, texts);
    const previous = this.pages.get(map);
    if (previous && previous.layout === layout && previous.background === background && previous.id === map.get('id')) return previous;
    const page: Page = { id: map.get('id') as Page['id'], layout, ...(background ? { background } : {}) };
    this.pages.set(map, page);
    return page;
  }

  /** Stored nodes are plain values that stay the same object until their page's tree is replaced. */
  private node<T extends LayoutNode>(stored: T, texts: Y.Map<Y.Text>): T {
    if (stored.type === 'content') {
      if (stored.content.kind !== 'text') return stored;
      const text = texts.get(stored.id);
      const paragraphs = text ? this.textParagraphs(text) : NO_PARAGRAPHS;
      const previous = this.textNodes.get(stored);
      if (previous && previous.paragraphs === paragraphs) return previous.node as T;
      const node = { ...stored, content: { ...stored.content, paragraphs } } as ContentNode;
      this.textNodes.set(stored, { paragraphs, node });
      return node as T;
    }
    const children = stored.children.map((child) => this.node(child, texts));
    const previous = this.containers.get(stored);
    if (previous && sameItems(previous.children, children)) return previous.node as T;
    const node = { ...stored, children } as ContainerNode;
    this.containers.set(stored, { children, node });
    return node as T;
  }

  private textParagraphs(text: Y.Text): Paragraph[] {
    const known = this.paragraphs.get(text);
    if (known && !this.stale.has(text)) return known;
    const paragraphs = deltaToParagraphs(text.toDelta() as DeltaOp[]);
    this.paragraphs.set(text, paragraphs);
    return paragraphs;
  }
}

const NO_PARAGRAPHS: Paragraph[] = [];

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

function sameEntries(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
}

function sameFields(a: ProjectDocument, b: ProjectDocument): boolean {
  return a.kind === b.kind && a.title === b.title && a.themeId === b.themeId && a.theme === b.theme && a.pages === b.pages && a.scriptMap === b.scriptMap;
}
