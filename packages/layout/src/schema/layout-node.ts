import { z } from 'zod';
import { MIN_BLOCK_HEIGHT } from '@folio/contracts';
import { MAX_CHILDREN, MAX_MIN_HEIGHT, MAX_SIZE } from '../tree/limits.ts';
import { BlockContent } from './blocks.ts';
import { NodeId } from './primitives.ts';
import { treeLimitProblem } from './tree-limits.ts';

export const ContainerConfig = z
  .object({ gap: z.number().min(0).max(400), padding: z.number().min(0).max(400) })
  .partial()
  .strict();
export type ContainerConfig = z.infer<typeof ContainerConfig>;

/** Vertical placement of a block's content inside its box (Alt+Shift+1/2/3, PRODUCT.md §2). */
export const VerticalAlign = z.enum(['top', 'middle', 'bottom']);
export type VerticalAlign = z.infer<typeof VerticalAlign>;

export const MinHeight = z.union([z.number().min(MIN_BLOCK_HEIGHT).max(MAX_MIN_HEIGHT), z.literal('max-content')]);
export type MinHeight = z.infer<typeof MinHeight>;

interface NodeCommon {
  id: NodeId;
  /** Share of the parent's main axis (rows: width, columns: spare height). */
  size?: number | undefined;
  minHeight?: MinHeight | undefined;
}
export interface ContainerNode extends NodeCommon {
  type: 'row' | 'column';
  children: LayoutNode[];
  config?: ContainerConfig | undefined;
}
export interface ContentNode extends NodeCommon {
  type: 'content';
  content: BlockContent;
  align?: VerticalAlign | undefined;
}
export type LayoutNode = ContainerNode | ContentNode;

const common = {
  id: NodeId,
  size: z.number().positive().max(MAX_SIZE).optional(),
  minHeight: MinHeight.optional(),
};

export const ContentNodeSchema = z.object({
  ...common,
  type: z.literal('content'),
  content: BlockContent,
  align: VerticalAlign.optional(),
}).strict();

/** Rows and columns always hold at least one child: the tree edits collapse empty ones. */
const ContainerTree: z.ZodType<ContainerNode> = z.lazy(() =>
  z.object({
    ...common,
    type: z.enum(['row', 'column']),
    children: z.array(LayoutTree).min(1).max(MAX_CHILDREN),
    config: ContainerConfig.optional(),
  }).strict(),
) as z.ZodType<ContainerNode>;

const LayoutTree: z.ZodType<LayoutNode> = z.lazy(() => z.union([ContentNodeSchema, ContainerTree])) as z.ZodType<LayoutNode>;

/** The recursive rules run only on a tree the walk found within the depth and size limits. */
function withinTreeLimits<T>(tree: z.ZodType<T>): z.ZodType<T> {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      const problem = treeLimitProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .pipe(tree);
}

export const ContainerNodeSchema = withinTreeLimits(ContainerTree);
export const LayoutNodeSchema = withinTreeLimits(LayoutTree);

export function isContainer(node: LayoutNode): node is ContainerNode {
  return node.type !== 'content';
}
