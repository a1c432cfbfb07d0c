import { MAX_PAGE_NODES, MAX_TREE_DEPTH } from '../spec-constants.ts';

/** What treeLimitProblem answers for each limit, so a caller can tell which one a tree broke. */
export const TREE_TOO_DEEP = `a layout tree nests at most ${MAX_TREE_DEPTH} levels`;
export const TREE_TOO_LARGE = `a layout tree holds at most ${MAX_PAGE_NODES} nodes`;

/**
 * Why a layout tree, as it arrived from outside, is too deep or too large; undefined when it
 * is within MAX_TREE_DEPTH and MAX_PAGE_NODES. It runs before the schema, since zod checks a
 * recursive z.lazy schema with one level of recursion per level of the tree (and so does every
 * walk after it): a tree a few thousand levels deep overflowed the stack. So this walk keeps
 * its own stack, follows the `children` of any object whatever its `type` says (the schema's
 * union tries a container's rules on every node), and gives up as soon as the nodes seen or
 * waiting pass the limit, so its cost is bounded by the limits rather than by the input.
 */
export function treeLimitProblem(root: unknown): string | undefined {
  const pending: Array<{ node: unknown; depth: number }> = [{ node: root, depth: 1 }];
  let seen = 0;
  while (pending.length > 0) {
    const { node, depth } = pending.pop()!;
    seen += 1;
    if (depth > MAX_TREE_DEPTH) return TREE_TOO_DEEP;
    const children = typeof node === 'object' && node !== null ? (node as { children?: unknown }).children : undefined;
    if (!Array.isArray(children)) continue;
    if (seen + pending.length + children.length > MAX_PAGE_NODES) return TREE_TOO_LARGE;
    for (const child of children) pending.push({ node: child, depth: depth + 1 });
  }
  return undefined;
}
