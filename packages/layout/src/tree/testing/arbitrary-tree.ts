import fc from 'fast-check';
import type { ContainerConfig, ContainerNode, LayoutNode, MinHeight, VerticalAlign } from '../../schema/layout-node.ts';
import type { NodeId } from '../../schema/primitives.ts';
import { textContent } from './build-tree.ts';

/**
 * Random valid layout trees for property tests: up to four levels of alternating rows and
 * columns, 2–4 children per container (1–4 at the root), text blocks of 1–80 words, and
 * optional sizes, min heights, alignment and container spacing. Ids are 'n1', 'n2', … in
 * depth-first order.
 */
export const arbitraryTree: fc.Arbitrary<ContainerNode> = fc
  .constantFrom<'row' | 'column'>('row', 'column')
  .chain((type) => containerArbitrary(type, 3, 1))
  .map((tree) => withSequentialIds(tree) as ContainerNode);

const size = fc.option(fc.oneof(fc.constantFrom(1, 2, 3), fc.double({ min: 0.1, max: 10, noNaN: true })), { nil: undefined });
const minHeight: fc.Arbitrary<MinHeight | undefined> = fc.option(
  fc.oneof(fc.integer({ min: 60, max: 400 }), fc.constant('max-content' as const)),
  { nil: undefined, freq: 3 },
);
const align: fc.Arbitrary<VerticalAlign | undefined> = fc.option(fc.constantFrom<VerticalAlign>('top', 'middle', 'bottom'), { nil: undefined });
const config: fc.Arbitrary<ContainerConfig | undefined> = fc.option(
  fc.record({ gap: fc.constantFrom(0, 8, 12.5, 24, 40), padding: fc.constantFrom(0, 16, 24, 30.4) }, { requiredKeys: [] }),
  { nil: undefined },
);

const content: fc.Arbitrary<LayoutNode> = fc
  .record({ words: fc.integer({ min: 1, max: 80 }), size, minHeight, align })
  .map(({ words, ...rest }) => ({
    id: '' as NodeId,
    type: 'content' as const,
    content: textContent(Array.from({ length: words }, (_, index) => `word${index}`).join(' ')),
    ...defined(rest),
  }));

function containerArbitrary(type: 'row' | 'column', depth: number, minChildren: number): fc.Arbitrary<LayoutNode> {
  const other = type === 'row' ? 'column' : 'row';
  const child = depth === 0 ? content : fc.oneof({ arbitrary: content, weight: 2 }, { arbitrary: containerArbitrary(other, depth - 1, 2), weight: 1 });
  return fc
    .record({ children: fc.array(child, { minLength: minChildren, maxLength: 4 }), size, minHeight, config })
    .map(({ children, ...rest }) => ({ id: '' as NodeId, type, children, ...defined(rest) }));
}

function withSequentialIds(root: LayoutNode): LayoutNode {
  let count = 0;
  const visit = (node: LayoutNode): LayoutNode => {
    const id = `n${++count}` as NodeId;
    return node.type === 'content' ? { ...node, id } : { ...node, id, children: node.children.map(visit) };
  };
  return visit(root);
}

/** Drops undefined fields, as stored JSON would. */
function defined<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}
