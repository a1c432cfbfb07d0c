import { DiagramBlock, DiagramNodeShape, type BlockOf } from '@folio/layout';
import { z } from 'zod';
import { composeDiagram } from '../composer/diagram-composer.ts';
import { AiError } from '../providers/ai-error.ts';
import type { Provider } from '../providers/provider.ts';
import { streamStructured } from '../providers/structured.ts';
import { AI_STREAM_TIMEOUT_MS, type Reference } from '@folio/contracts';
import { referenceDigest } from './reference-digest.ts';

export interface DiagramRequest {
  prompt: string;
  references?: readonly Reference[] | undefined;
  model?: string | undefined;
  signal?: AbortSignal | undefined;
}

type Diagram = BlockOf<'diagram'>;
type Node = Diagram['nodes'][number];
type Edge = Diagram['edges'][number];

/** `ai/block/diagram.stream` events: nodes and edges as they are written, then the whole block. */
export type DiagramEvent = { type: 'node'; node: Node } | { type: 'edge'; edge: Edge } | { type: 'diagram'; block: Diagram };

const MAX_NODES = 40;
const MAX_EDGES = 80;

/**
 * One list of nodes and edges rather than two arrays, so both can be handed over while the
 * model writes them (the array stream follows one key); the model is asked to write each node
 * before the edges that use it.
 */
const Element = z.discriminatedUnion('type', [
  z.object({ type: z.literal('node'), id: z.string().min(1).max(64), label: z.string().min(1), shape: DiagramNodeShape.optional() }).strict(),
  z.object({ type: z.literal('edge'), from: z.string().min(1), to: z.string().min(1), label: z.string().optional() }).strict(),
]);
type Element = z.infer<typeof Element>;
const Answer = z
  .object({
    layout: z.enum(['flow', 'tree', 'cycle']).optional(),
    direction: z.enum(['horizontal', 'vertical']).optional(),
    elements: z.array(Element).min(1),
  })
  .strict();

const SYSTEM = [
  'You draw diagrams for slides. Choose the layout: "flow" for a process or sequence of steps, "tree" for a hierarchy or a comparison (a root with one branch per item compared), "cycle" for a repeating loop.',
  'Write "elements": each node first ({"type":"node","id","label","shape"}), then the edges that join nodes already written ({"type":"edge","from","to","label"?}).',
  'Labels are short (at most 6 words). Shapes: "ellipse" for start and end, "diamond" for a decision (its edges labelled yes/no), "rect" for a root, "rounded" otherwise. At most 20 nodes.',
].join('\n');

/**
 * A diagram for a prompt (and the references it draws on). From a model, nodes and edges are
 * passed on as each one closes in the streamed answer — an edge once both its ends exist — and
 * the final block keeps exactly what was passed on. Offline, the composer builds it at once.
 */
export async function* streamDiagram(provider: Provider, request: DiagramRequest): AsyncGenerator<DiagramEvent> {
  if (provider.kind === 'composer') {
    const block = DiagramBlock.parse(composeDiagram(request.prompt, request.references ?? []));
    for (const node of block.nodes) yield { type: 'node', node };
    for (const edge of block.edges) yield { type: 'edge', edge };
    yield { type: 'diagram', block };
    return;
  }
  const digest = referenceDigest(request.references ?? []);
  const assembly = new DiagramAssembly();
  let answer: z.infer<typeof Answer> | undefined;
  for await (const event of streamStructured(provider, {
    schema: Answer,
    items: { key: 'elements', schema: Element },
    model: request.model,
    signal: request.signal,
    timeoutMs: AI_STREAM_TIMEOUT_MS,
    messages: [
      { role: 'system', content: SYSTEM },
      { role: 'user', content: [`Diagram: ${request.prompt}`, digest ? `References:\n${digest}` : ''].filter(Boolean).join('\n\n') },
    ],
  })) {
    if (event.type === 'item') yield* assembly.add(event.item);
    else answer = event.value;
  }
  yield* assembly.flush();
  if (assembly.nodes.length === 0) throw new AiError('invalid_output', 'The model drew no nodes.');
  const block = DiagramBlock.parse({ kind: 'diagram', layout: answer?.layout ?? 'flow', direction: answer?.direction ?? 'horizontal', nodes: assembly.nodes, edges: assembly.edges });
  yield { type: 'diagram', block };
}

/** Keeps the streamed elements a valid diagram: unique ids, bounded sizes, edges only between nodes that exist. */
class DiagramAssembly {
  readonly nodes: Node[] = [];
  readonly edges: Edge[] = [];
  private readonly ids = new Set<string>();
  private readonly joined = new Set<string>();
  private waiting: Edge[] = [];

  *add(element: Element): Generator<DiagramEvent> {
    if (element.type === 'edge') {
      this.waiting.push({ from: element.from, to: element.to, ...(element.label?.trim() ? { label: element.label.trim().slice(0, 100) } : {}) });
    } else if (!this.ids.has(element.id) && this.nodes.length < MAX_NODES) {
      const node: Node = { id: element.id, label: element.label.trim().slice(0, 200), shape: element.shape ?? 'rounded' };
      this.ids.add(node.id);
      this.nodes.push(node);
      yield { type: 'node', node };
    }
    yield* this.release();
  }

  /** Edges whose ends never appeared are dropped: the block must validate. */
  *flush(): Generator<DiagramEvent> {
    yield* this.release();
    this.waiting = [];
  }

  private *release(): Generator<DiagramEvent> {
    const still: Edge[] = [];
    for (const edge of this.waiting) {
      if (!this.ids.has(edge.from) || !this.ids.has(edge.to)) still.push(edge);
      else if (this.edges.length < MAX_EDGES && !this.joined.has(`${edge.from}\n${edge.to}`)) {
        this.joined.add(`${edge.from}\n${edge.to}`);
        this.edges.push(edge);
        yield { type: 'edge', edge };
      }
    }
    this.waiting = still;
  }
}
