import type { Scene } from '@folio/renderer';

export interface SceneParts {
  /** The page's own ops (background colour and image), drawn once beneath the blocks. */
  page: Scene;
  /** Each node's ops as a scene of their own, in drawing order, for one Konva shape per block. */
  nodes: Map<string, Scene>;
}

/**
 * Splits a page's scene by the node each op draws. Ops keep their order within a node, and
 * nodes keep the order of their first op, so drawing the parts one after another paints
 * exactly what drawing the whole scene does.
 */
export function splitScene(scene: Scene): SceneParts {
  const page: Scene = { ...scene, ops: [] };
  const nodes = new Map<string, Scene>();
  for (const op of scene.ops) {
    if (op.node === undefined) {
      page.ops.push(op);
      continue;
    }
    let part = nodes.get(op.node);
    if (!part) {
      part = { ...scene, ops: [] };
      nodes.set(op.node, part);
    }
    part.ops.push(op);
  }
  return { page, nodes };
}
