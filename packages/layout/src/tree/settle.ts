import type { ContainerNode } from '../schema/layout-node.ts';
import { treeLimitProblem, TREE_TOO_DEEP } from '../schema/tree-limits.ts';
import { MAX_CHILDREN } from './limits.ts';
import { normalizeTree } from './normalize-tree.ts';
import { TreeEditError } from './tree-edit-error.ts';
import { walk } from './walk.ts';

/**
 * The last step of every edit: normalise, then refuse a result the schema would reject.
 * The depth and size limits are judged by the schema's own walk: an edit past them would be
 * refused by the server (HTTP -2, the collaboration socket closing with 1007) and retried on
 * every reconnection, so the editor must never write one.
 */
export function settle(tree: ContainerNode): ContainerNode {
  const next = normalizeTree(tree);
  const limit = treeLimitProblem(next);
  if (limit) throw new TreeEditError(limit === TREE_TOO_DEEP ? 'too-deep' : 'too-large', limit);
  const seen = new Set<string>();
  for (const node of walk(next)) {
    if (seen.has(node.id)) throw new TreeEditError('duplicate-id', `id '${node.id}' would be used twice`, node.id);
    seen.add(node.id);
    if (node.type !== 'content' && node.children.length > MAX_CHILDREN) {
      throw new TreeEditError('too-many-children', `${node.type} '${node.id}' would hold more than ${MAX_CHILDREN} children`, node.id);
    }
  }
  return next;
}
