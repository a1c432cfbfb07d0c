import type { BlockOf } from '@folio/layout';
import { chooseLayout } from './parse-flowchart.ts';

type DiagramBlock = BlockOf<'diagram'>;

const BRACKETS: Record<DiagramBlock['nodes'][number]['shape'], [string, string]> = {
  rect: ['[', ']'],
  rounded: ['(', ')'],
  diamond: ['{', '}'],
  ellipse: ['((', '))'],
};
const PLAIN_ID = /^[\p{L}\p{N}_]{1,64}$/u;

/**
 * A diagram block as flowchart text the parser reads back to the same nodes, shapes, labels
 * and edges, layout and dragged positions, so a diagram a model made or the drawing edited can
 * be edited as text. What the syntax cannot
 * say is changed: in labels `"` (written as ') and, in link labels, `|` (written as /). Ids the syntax cannot hold are renamed n1, n2…
 */
export function writeFlowchart(block: DiagramBlock): string {
  const used = new Set<string>();
  const ids = new Map<string, string>();
  block.nodes.forEach((node, index) => {
    let id = PLAIN_ID.test(node.id) && !used.has(node.id) ? node.id : `n${index + 1}`;
    while (used.has(id)) id = `${id}_`;
    used.add(id);
    ids.set(node.id, id);
  });
  const lines = [`graph ${block.direction === 'horizontal' ? 'LR' : 'TD'}`];
  // Said only when the parser would choose another, so a plain chain reads as plain text.
  if (chooseLayout(block.nodes.map((node) => node.id), block.edges) !== block.layout) lines.push(`%% layout: ${block.layout}`);
  for (const node of block.nodes) lines.push(nodeLine(ids.get(node.id)!, node));
  for (const edge of block.edges) lines.push(edgeLine(ids.get(edge.from)!, ids.get(edge.to)!, edge.label));
  for (const node of block.nodes) {
    if (node.at) lines.push(`%% position: ${ids.get(node.id)} ${Math.round(node.at.x)} ${Math.round(node.at.y)}`);
  }
  return lines.join('\n');
}

/** One node's definition, its label quoted. */
export function nodeLine(id: string, node: Pick<DiagramBlock['nodes'][number], 'label' | 'shape'>): string {
  const [open, close] = BRACKETS[node.shape];
  return `  ${id}${open}"${node.label.replaceAll('"', "'")}"${close}`;
}

export function edgeLine(from: string, to: string, label?: string): string {
  return `  ${from} -->${label ? `|${label.replaceAll('|', '/')}|` : ''} ${to}`;
}
