import { z } from 'zod';
import { Color, Href, Source } from './primitives.ts';
import { Paragraph } from './text.ts';

/** Block content: one discriminated union, so every backend can switch over `kind` exhaustively. */

export const TextBlock = z.object({ kind: z.literal('text'), paragraphs: z.array(Paragraph).min(1) }).strict();

export const ImageBlock = z
  .object({
    kind: z.literal('image'),
    src: Source,
    alt: z.string().max(500).optional(),
    fit: z.enum(['cover', 'contain', 'fill']).default('cover'),
    /** Focal point in 0..1 of the image, kept in view when `cover` crops. */
    focus: z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }).strict().optional(),
    /** Crop rectangle in 0..1 of the image, applied before fitting. */
    crop: z
      .object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1), width: z.number().gt(0).max(1), height: z.number().gt(0).max(1) })
      .strict()
      .optional(),
    caption: z.string().max(500).optional(),
  })
  .strict();

export const TableBlock = z
  .object({
    kind: z.literal('table'),
    /** Rows of cell text; every row has the same number of cells. */
    rows: z.array(z.array(z.string().max(2000)).min(1).max(20)).min(1).max(50),
    headerRow: z.boolean().default(true),
    headerColumn: z.boolean().default(false),
    /** Relative column widths; equal when absent. */
    columnWidths: z.array(z.number().positive()).optional(),
  })
  .strict()
  .refine((table) => table.rows.every((row) => row.length === table.rows[0]!.length), {
    message: 'every table row needs the same number of cells',
    path: ['rows'],
  })
  .refine((table) => !table.columnWidths || table.columnWidths.length === table.rows[0]!.length, {
    message: 'columnWidths needs one entry per column',
    path: ['columnWidths'],
  });

export const ChartType = z.enum(['bar', 'column', 'line', 'area', 'pie', 'doughnut']);
export type ChartType = z.infer<typeof ChartType>;

export const ChartBlock = z
  .object({
    kind: z.literal('chart'),
    chartType: ChartType,
    title: z.string().max(200).optional(),
    labels: z.array(z.string().max(100)).min(1).max(100),
    series: z
      .array(z.object({ name: z.string().max(100), values: z.array(z.number().finite()), color: Color.optional() }).strict())
      .min(1)
      .max(12),
    legend: z.boolean().default(true),
    stacked: z.boolean().default(false),
    /** Suffix or prefix shown with values, e.g. '%' or '$'. */
    unit: z.string().max(8).optional(),
  })
  .strict()
  .refine((chart) => chart.series.every((series) => series.values.length === chart.labels.length), {
    message: 'every series needs one value per label',
    path: ['series'],
  });

/** Quote card fields exactly as PRODUCT.md §3 names them. */
export const QuoteBlock = z
  .object({
    kind: z.literal('quote'),
    sentence: z.string().min(1).max(2000),
    author: z.string().max(200).default(''),
    address: z.string().max(2048).default(''),
    imgUrl: z.string().max(2_000_000).default(''),
    time: z.string().max(100).default(''),
  })
  .strict();

export const DiagramNodeShape = z.enum(['rect', 'rounded', 'ellipse', 'diamond']);

/**
 * Where a person dragged a node (the /diagram editor), instead of where the layout puts it: its
 * centre, `x` from the diagram's middle and `y` from its top, in layout px. Measured from the
 * middle so the node keeps its place beside the others in a box of another width (a slide, a
 * page); the renderer keeps it inside the box.
 */
export const DiagramNodePosition = z.object({ x: z.number().min(-2000).max(2000), y: z.number().min(0).max(4000) }).strict();

export const DiagramBlock = z
  .object({
    kind: z.literal('diagram'),
    layout: z.enum(['flow', 'tree', 'cycle']).default('flow'),
    direction: z.enum(['horizontal', 'vertical']).default('horizontal'),
    nodes: z
      .array(z.object({ id: z.string().min(1).max(64), label: z.string().max(200), shape: DiagramNodeShape.default('rounded'), at: DiagramNodePosition.optional() }).strict())
      .min(1)
      .max(40),
    edges: z.array(z.object({ from: z.string(), to: z.string(), label: z.string().max(100).optional() }).strict()).max(80),
  })
  .strict()
  .refine((diagram) => new Set(diagram.nodes.map((node) => node.id)).size === diagram.nodes.length, {
    message: 'diagram node ids must be unique',
    path: ['nodes'],
  })
  .refine(
    (diagram) => {
      const ids = new Set(diagram.nodes.map((node) => node.id));
      return diagram.edges.every((edge) => ids.has(edge.from) && ids.has(edge.to));
    },
    { message: 'every edge must join two nodes of the diagram', path: ['edges'] },
  );

export const ShapeKind = z.enum(['rect', 'rounded', 'ellipse', 'triangle', 'diamond', 'arrow', 'star', 'icon']);

export const ShapeBlock = z
  .object({
    kind: z.literal('shape'),
    shape: ShapeKind,
    /** Icon name from the renderer's icon set, when shape is 'icon'. */
    icon: z.string().max(64).optional(),
    fill: Color.optional(),
    stroke: Color.optional(),
    strokeWidth: z.number().min(0).max(40).default(0),
    label: z.string().max(200).optional(),
  })
  .strict()
  .refine((shape) => shape.shape !== 'icon' || shape.icon !== undefined, {
    message: 'an icon shape needs an icon name',
    path: ['icon'],
  });

export const DividerBlock = z
  .object({
    kind: z.literal('divider'),
    style: z.enum(['solid', 'dashed', 'dotted']).default('solid'),
    thickness: z.number().min(1).max(24).default(2),
    color: Color.optional(),
  })
  .strict();

export const VideoBlock = z
  .object({
    kind: z.literal('video'),
    url: Href,
    provider: z.enum(['youtube', 'vimeo', 'file', 'other']).default('other'),
    poster: Source.optional(),
    title: z.string().max(200).optional(),
  })
  .strict();

export const ButtonBlock = z
  .object({
    kind: z.literal('button'),
    label: z.string().min(1).max(100),
    url: Href,
    variant: z.enum(['primary', 'secondary', 'link']).default('primary'),
    /** Where the pill sits across its box: under centred text it belongs in the middle. Start is the label's reading start. */
    align: z.enum(['start', 'center', 'end']).optional(),
  })
  .strict();

export const BlockContent = z.discriminatedUnion('kind', [
  TextBlock,
  ImageBlock,
  TableBlock,
  ChartBlock,
  QuoteBlock,
  DiagramBlock,
  ShapeBlock,
  DividerBlock,
  VideoBlock,
  ButtonBlock,
]);
export type BlockContent = z.infer<typeof BlockContent>;
export type BlockKind = BlockContent['kind'];
export type BlockOf<K extends BlockKind> = Extract<BlockContent, { kind: K }>;
export const BLOCK_KINDS = BlockContent.options.map((option) => option.shape.kind.value) as BlockKind[];
