import Yoga, { Edge, FlexDirection, Gutter, type Node as YogaNode } from 'yoga-layout';
import type { ContentNode } from '../schema/layout-node.ts';
import { MIN_BLOCK_HEIGHT } from '@folio/contracts';
import type { Measure } from './layout-types.ts';
import type { Placed } from './place-horizontally.ts';

/**
 * One config for every layout, made once: yoga rounds heights to whole pixels (point scale
 * factor 1) from absolute edges, so heights of neighbours add up to their parent's.
 */
const config = Yoga.Config.create();
config.setPointScaleFactor(1);

export function createYogaNode(): YogaNode {
  return Yoga.Node.create(config);
}

/**
 * Describes the placed nodes to yoga under `yogaRoot`, returning yoga's node for each placed
 * node (same order). Widths are already decided and given as fixed widths (without them yoga
 * sizes rows from their content first, which doubles its time); yoga's job is the vertical
 * half — content heights, min heights, stretching rows and sharing spare height. Nothing
 * shrinks below its content (yoga's default flex-shrink is 0), so a slide whose content is too
 * tall overflows instead.
 *
 * Each node joins its parent as soon as it exists, so when `measure` throws halfway the
 * caller's `yogaRoot.freeRecursive()` still reaches every node made so far.
 */
export function buildYogaTree(yogaRoot: YogaNode, placed: readonly Placed[], measure: Measure): YogaNode[] {
  const nodes: YogaNode[] = [];
  const childCounts: number[] = [];
  for (const entry of placed) {
    let yoga = yogaRoot;
    if (entry.parent !== -1) {
      yoga = Yoga.Node.create(config);
      const index = childCounts[entry.parent] ?? 0;
      nodes[entry.parent]!.insertChild(yoga, index);
      childCounts[entry.parent] = index + 1;
    }
    nodes.push(yoga);
    describeNode(yoga, entry, placed[entry.parent]?.node.type, measure);
  }
  return nodes;
}

function describeNode(yoga: YogaNode, entry: Placed, parentType: string | undefined, measure: Measure): void {
  const { node } = entry;
  const inColumn = parentType === 'column';
  yoga.setWidth(entry.width);
  if (inColumn && node.minHeight !== 'max-content') yoga.setFlexGrow(node.size ?? 0);
  if (node.type === 'content') {
    const floor = heightFloor(node, entry.width, measure);
    // In a column the floor is the basis that spare height is added to. It is given as a height
    // because yoga ignores flexBasis while the column's own height is still unknown. In a row it
    // is a min height, so the row can stretch the block to its neighbours' height.
    if (inColumn) yoga.setHeight(floor);
    else yoga.setMinHeight(floor);
    return;
  }
  yoga.setFlexDirection(node.type === 'row' ? FlexDirection.Row : FlexDirection.Column);
  yoga.setPadding(Edge.All, entry.padding);
  yoga.setGap(Gutter.All, entry.gap);
  if (typeof node.minHeight === 'number') yoga.setMinHeight(Math.round(node.minHeight));
}

/**
 * Kinds drawn to fit any box (a chart gives up its title and legend, then shrinks its plot; a
 * picture is cropped or letterboxed): their measure is the height they take when nobody said
 * otherwise, not a least height, so a height someone set — a resize handle's, or an uploaded
 * image's sized to fit its slide — is the block's height even when it is shorter.
 */
const ELASTIC_KINDS: ReadonlySet<string> = new Set(['chart', 'image']);

/** The least height of a block: its content, rounded up so the last line is never clipped, and its min height. */
function heightFloor(node: ContentNode, width: number, measure: Measure): number {
  if (typeof node.minHeight === 'number' && ELASTIC_KINDS.has(node.content.kind)) return Math.round(node.minHeight);
  const needed = measure(node, width);
  // A NaN from a broken measure would spread through yoga to every box of the page.
  const content = Number.isFinite(needed) && needed > 0 ? Math.ceil(needed) : 0;
  if (node.minHeight === 'max-content') return content;
  return Math.max(content, Math.round(node.minHeight ?? MIN_BLOCK_HEIGHT));
}
