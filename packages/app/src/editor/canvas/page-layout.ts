import type { ContainerNode, ContentNode, LayoutNode, LayoutResult, Page } from '@folio/layout';
import type { PreparedDocument } from '@folio/renderer';

interface Laid {
  page: Page;
  theme: unknown;
  generation: number;
  images: unknown;
  result: LayoutResult;
  /** What each block measured in that layout, at the width layout asked for. */
  measured: Map<string, { width: number; height: number }>;
}

/**
 * Lays pages out with `PreparedDocument.layoutPage`, remembering the last layout of each page
 * and what each block measured in it. When the tree keeps its shape and every block whose
 * content changed still measures the same height at the width it had (typing that does not
 * add or remove a line), nothing can move: the last layout is the layout, and the page is not
 * laid out again.
 */
export class PageLayouts {
  private readonly last = new Map<string, Laid>();

  layout(prepared: PreparedDocument<unknown>, pageIndex: number): LayoutResult {
    const page = prepared.doc.pages[pageIndex]!;
    const before = this.last.get(page.id);
    if (before && before.theme === prepared.theme && before.generation === prepared.fonts.generation && before.images === prepared.images) {
      if (before.page === page) return before.result;
      const changed: ContentNode[] = [];
      if (sameShape(before.page.layout, page.layout, changed) && sameBackground(before.page, page)) {
        const unmoved = changed.every((node) => {
          const was = before.measured.get(node.id);
          return was !== undefined && prepared.measure(node, was.width) === was.height;
        });
        if (unmoved) {
          this.last.set(page.id, { ...before, page });
          return before.result;
        }
      }
    }
    const measured = new Map<string, { width: number; height: number }>();
    const result = prepared.layoutPage(pageIndex, (node, width, height) => measured.set(node.id, { width, height }));
    this.last.set(page.id, { page, theme: prepared.theme, generation: prepared.fonts.generation, images: prepared.images, result, measured });
    return result;
  }
}

/** Same tree but for the content of some blocks, which are collected into `changed`. */
function sameShape(before: LayoutNode, after: LayoutNode, changed: ContentNode[]): boolean {
  if (before === after) return true;
  if (before.type !== after.type || before.id !== after.id || !sameProps(before, after)) return false;
  if (before.type === 'content') {
    const node = after as ContentNode;
    if (before.content.kind !== node.content.kind) return false;
    changed.push(node);
    return true;
  }
  const children = (after as ContainerNode).children;
  return before.children.length === children.length && before.children.every((child, index) => sameShape(child, children[index]!, changed));
}

/** A node's own settings (size, min height, alignment, gaps…), its content and children aside. */
function sameProps(before: LayoutNode, after: LayoutNode): boolean {
  const own = (node: LayoutNode) => Object.entries(node).filter(([key]) => key !== 'content' && key !== 'children');
  const a = own(before);
  const b = new Map(own(after));
  return a.length === b.size && a.every(([key, value]) => b.has(key) && JSON.stringify(b.get(key)) === JSON.stringify(value));
}

function sameBackground(before: Page, after: Page): boolean {
  return JSON.stringify(before.background) === JSON.stringify(after.background);
}
