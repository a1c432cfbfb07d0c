/**
 * Bounds of the layout-node schema (schema/layout-node.ts builds its zod rules from them),
 * which the tree edits keep so that every edited tree still passes it.
 */

/** Schema: `size` is positive and at most 100. The floor keeps a share visible after repeated scaling. */
export const MIN_SIZE = 0.01;
export const MAX_SIZE = 100;
/** Schema: a row or column holds at most 60 children. */
export const MAX_CHILDREN = 60;
/** Schema: a numeric minHeight is at most 20,000 px. */
export const MAX_MIN_HEIGHT = 20_000;
