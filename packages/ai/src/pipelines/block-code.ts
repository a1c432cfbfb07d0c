import type { BlockContent } from '@folio/layout';

export interface BlockCode {
  language: 'mermaid' | 'csv';
  code: string;
}

type CodeBlock = Extract<BlockContent, { kind: 'diagram' | 'table' | 'chart' }>;

export function hasCode(content: BlockContent): content is CodeBlock {
  return content.kind === 'diagram' || content.kind === 'table' || content.kind === 'chart';
}

/**
 * ai/chat/code: a structured block as the code people write such data in — a diagram as a
 * Mermaid flowchart, a table or a chart as CSV (one column per series) — to read, copy into
 * other tools or paste into a chat with a model.
 */
export function blockAsCode(content: CodeBlock): BlockCode {
  switch (content.kind) {
    case 'diagram': {
      const direction = content.direction === 'vertical' ? 'TB' : 'LR';
      const ids = new Map(content.nodes.map((node, index) => [node.id, `n${index + 1}`]));
      const nodes = content.nodes.map((node) => `  ${ids.get(node.id)}${SHAPES[node.shape].replace('$', () => mermaidText(node.label))}`);
      const edges = content.edges.map((edge) => `  ${ids.get(edge.from)} -->${edge.label ? `|${mermaidText(edge.label)}|` : ''} ${ids.get(edge.to)}`);
      return { language: 'mermaid', code: [`flowchart ${direction}`, ...nodes, ...edges].join('\n') + '\n' };
    }
    case 'table':
      return { language: 'csv', code: content.rows.map((row) => row.map(csvCell).join(',')).join('\n') + '\n' };
    case 'chart': {
      const header = ['', ...content.series.map((series) => series.name)];
      const rows = content.labels.map((label, index) => [label, ...content.series.map((series) => String(series.values[index] ?? ''))]);
      return { language: 'csv', code: [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\n') + '\n' };
    }
  }
}

const SHAPES: Record<Extract<CodeBlock, { kind: 'diagram' }>['nodes'][number]['shape'], string> = {
  rect: '["$"]',
  rounded: '("$")',
  ellipse: '(["$"])',
  diamond: '{"$"}',
};

/** Mermaid's quoted labels take any text but a double quote, written as its entity. */
function mermaidText(text: string): string {
  return text.replace(/"/g, '#quot;').replace(/\n/g, ' ');
}

function csvCell(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
