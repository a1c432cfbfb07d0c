import type { BlockKind, BlockOf, Box, ContentNode } from '@folio/layout';
import type { SceneContext } from '../context.ts';
import type { DrawOp } from '../types.ts';

/**
 * One block kind's two jobs: tell the layout engine how tall it wants to be at a width,
 * and emit its draw ops into the box the layout engine gave it. Both must agree: what
 * `measure` measured is what `draw` draws, so nothing is clipped or overlaps.
 */
export interface BlockRenderer<K extends BlockKind> {
  measure(block: BlockOf<K>, width: number, ctx: SceneContext): number;
  draw(block: BlockOf<K>, box: Box, ctx: SceneContext, out: OpSink, node: ContentNode): void;
}

/** Collects ops and stamps them with the id of the block being drawn. */
export class OpSink {
  readonly ops: DrawOp[] = [];
  node: string | undefined;

  push(op: DrawOp): void {
    if (this.node !== undefined) op.node = this.node;
    this.ops.push(op);
  }
}
