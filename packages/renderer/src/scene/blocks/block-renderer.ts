import type { BlockKind, BlockOf, Box, ContentNode } from '@folio/layout';
import type { SceneContext } from '../context.ts';
import type { DrawnBlock, DrawnLabel, DrawOp } from '../types.ts';
import type { BlockNeeds } from './block-needs.ts';

/**
 * One block kind's three jobs: say what must be loaded before it can be laid out (`needs`:
 * its images and the text its fonts must cover, read by `prepareDocument` and the editor's
 * synchronous re-preparation alike), tell the layout engine how tall it wants to be at a
 * width, and emit its draw ops into the box the layout engine gave it. `measure` and `draw`
 * must agree: what `measure` measured is what `draw` draws, so nothing is clipped or overlaps.
 */
export interface BlockRenderer<K extends BlockKind> {
  needs(block: BlockOf<K>): BlockNeeds;
  measure(block: BlockOf<K>, width: number, ctx: SceneContext): number;
  draw(block: BlockOf<K>, box: Box, ctx: SceneContext, out: OpSink, node: ContentNode): void;
}

/**
 * Collects ops and stamps them with the id of the block being drawn, and keeps what a text,
 * table or chart block was drawn from (`record`) and every text drawn (`label`) for the
 * writers that rebuild them natively.
 */
export class OpSink {
  readonly ops: DrawOp[] = [];
  readonly blocks = new Map<string, DrawnBlock>();
  readonly labels: DrawnLabel[] = [];
  node: string | undefined;

  push(op: DrawOp): void {
    if (this.node !== undefined) op.node = this.node;
    this.ops.push(op);
  }

  record(block: DrawnBlock): void {
    if (this.node !== undefined) this.blocks.set(this.node, block);
  }

  label(label: DrawnLabel): void {
    this.labels.push(label);
  }
}
