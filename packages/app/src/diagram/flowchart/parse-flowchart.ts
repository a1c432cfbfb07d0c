import type { BlockOf } from '@folio/layout';
import { DIAGRAM_LIMITS } from './diagram-limits.ts';
import { LAYOUT_DIRECTIVE, POSITION_DIRECTIVE } from './layout-directive.ts';
import { scanStatement, type EdgeToken, type NodeToken } from './scan-statement.ts';

type DiagramBlock = BlockOf<'diagram'>;
type Shape = DiagramBlock['nodes'][number]['shape'];

/** Why a line was refused; the page words each one in the reader's language. */
export type FlowchartErrorCode =
  | 'empty'
  | 'tooLong'
  | 'header'
  | 'syntax'
  | 'unclosedLabel'
  | 'idTooLong'
  | 'labelTooLong'
  | 'edgeLabelTooLong'
  | 'tooManyNodes'
  | 'tooManyEdges';

/** What a line asked for that the diagram block cannot hold, so it was drawn another way or left out. */
export type FlowchartNoticeCode = 'ignoredStatement' | 'undirectedEdge' | 'selfLoop' | 'reversedDirection' | 'duplicateEdge';

export interface FlowchartProblem<C extends string> {
  /** 1-based line of the source. */
  line: number;
  code: C;
  /** The offending text, clipped, for the message. */
  text?: string;
}

export interface FlowchartResult {
  /** Null when any error stops the diagram from being drawn. */
  block: DiagramBlock | null;
  errors: FlowchartProblem<FlowchartErrorCode>[];
  notices: FlowchartProblem<FlowchartNoticeCode>[];
}

/** Mermaid statements about looks and grouping: the block has no place for them, so they are skipped with a notice. */
const IGNORED_KEYWORDS = /^(classDef|class|style|linkStyle|click|subgraph|end|direction|accTitle|accDescr)\b/;
const HEADER = /^(graph|flowchart)(?:\s+(TD|TB|BT|LR|RL))?$/i;
/** Past this the parser stops reading: a pasted file should not freeze the page. */
const MAX_ERRORS = 20;

/**
 * Reads Mermaid's flowchart subset (`graph TD|LR`, `A[..]`, `A(..)`, `A{..}`, `A((..))`,
 * `-->`, `---`, `-.->`, `==>`, `-->|label|`, `-- label -->`, chains, `%%` comments) into
 * the diagram block. The block draws arrows only and lays nodes out as a flow or a tree,
 * so undirected links become arrows and styling is dropped; each such loss is a notice.
 * A `%% layout: flow|tree|cycle` line (layout-directive.ts) chooses the layout; else it is chosen here.
 */
export function parseFlowchart(source: string): FlowchartResult {
  const errors: FlowchartProblem<FlowchartErrorCode>[] = [];
  const notices: FlowchartProblem<FlowchartNoticeCode>[] = [];
  if (source.length > DIAGRAM_LIMITS.sourceChars) return { block: null, errors: [{ line: 1, code: 'tooLong' }], notices };

  const nodes = new Map<string, { label: string; shape: Shape; line: number }>();
  const edges: DiagramBlock['edges'] = [];
  const edgeKeys = new Set<string>();
  let direction: DiagramBlock['direction'] | null = null;
  let layout: DiagramBlock['layout'] | null = null;
  const positions = new Map<string, { x: number; y: number }>();

  const addNode = (token: NodeToken, line: number): boolean => {
    if (token.id.length > DIAGRAM_LIMITS.idChars) return fail(line, 'idTooLong', token.id);
    if (token.label !== undefined && token.label.length > DIAGRAM_LIMITS.nodeLabelChars) return fail(line, 'labelTooLong', token.label);
    const known = nodes.get(token.id);
    if (known) {
      // As in Mermaid, a later definition of a node gives it its label and shape.
      if (token.label !== undefined) nodes.set(token.id, { ...known, label: token.label, shape: token.shape ?? known.shape });
      return true;
    }
    if (nodes.size >= DIAGRAM_LIMITS.nodes) return fail(line, 'tooManyNodes', token.id);
    nodes.set(token.id, { label: token.label ?? token.id, shape: token.shape ?? 'rect', line });
    return true;
  };

  const addEdge = (from: string, to: string, edge: EdgeToken, line: number): boolean => {
    if (edge.label !== undefined && edge.label.length > DIAGRAM_LIMITS.edgeLabelChars) return fail(line, 'edgeLabelTooLong', edge.label);
    if (!edge.directed) notices.push({ line, code: 'undirectedEdge', text: `${from} --- ${to}` });
    if (from === to) {
      notices.push({ line, code: 'selfLoop', text: from });
      return true;
    }
    const key = JSON.stringify([from, to, edge.label ?? '']);
    if (edgeKeys.has(key)) {
      notices.push({ line, code: 'duplicateEdge', text: `${from} → ${to}` });
      return true;
    }
    if (edges.length >= DIAGRAM_LIMITS.edges) return fail(line, 'tooManyEdges');
    edgeKeys.add(key);
    edges.push(edge.label ? { from, to, label: edge.label } : { from, to });
    return true;
  };

  function fail(line: number, code: FlowchartErrorCode, text?: string): false {
    errors.push(text === undefined ? { line, code } : { line, code, text: clip(text) });
    return false;
  }

  const lines = source.split(/\r\n|\r|\n/);
  for (let index = 0; index < lines.length && errors.length < MAX_ERRORS; index++) {
    const line = index + 1;
    const directive = LAYOUT_DIRECTIVE.exec(lines[index]!);
    if (directive) layout = directive[1]!.toLowerCase() as DiagramBlock['layout'];
    const position = POSITION_DIRECTIVE.exec(lines[index]!);
    if (position) positions.set(position[1]!, { x: clamp(Number(position[2]), -2000, 2000), y: clamp(Number(position[3]), 0, 4000) });
    for (const raw of splitStatements(stripComment(lines[index]!))) {
      const statement = raw.trim();
      if (statement === '') continue;
      if (direction === null) {
        const header = HEADER.exec(statement);
        if (!header) {
          fail(line, 'header', statement);
          break;
        }
        const dir = (header[2] ?? 'TD').toUpperCase();
        if (dir === 'BT' || dir === 'RL') notices.push({ line, code: 'reversedDirection', text: dir });
        direction = dir === 'LR' || dir === 'RL' ? 'horizontal' : 'vertical';
        continue;
      }
      if (IGNORED_KEYWORDS.test(statement)) {
        notices.push({ line, code: 'ignoredStatement', text: clip(statement) });
        continue;
      }
      const scanned = scanStatement(statement);
      if (!scanned.ok) {
        fail(line, scanned.error === 'unclosed' ? 'unclosedLabel' : 'syntax', scanned.near);
        continue;
      }
      const { nodes: chain, edges: links } = scanned;
      if (!chain.every((token) => addNode(token, line))) continue;
      links.forEach((link, k) => addEdge(chain[k]!.id, chain[k + 1]!.id, link, line));
    }
  }

  if (direction === null && errors.length === 0) fail(1, 'empty');
  if (errors.length === 0 && nodes.size === 0) fail(lines.length, 'empty');
  if (errors.length > 0) return { block: null, errors, notices };

  // A position naming no node (its node renamed or removed in the text) is dropped: the node it was for is gone.
  const blockNodes = [...nodes].map(([id, node]) => {
    const at = positions.get(id);
    return at ? { id, label: node.label, shape: node.shape, at } : { id, label: node.label, shape: node.shape };
  });
  return { block: { kind: 'diagram', layout: layout ?? chooseLayout(blockNodes.map((node) => node.id), edges), direction: direction!, nodes: blockNodes, edges }, errors, notices };
}

/**
 * The block lays out flows (nodes in order, any edges routed between them) and trees
 * (layered from the roots). A graph where no node has two parents and nothing loops back
 * reads best as a tree, unless it is a single chain in written order, which a flow draws
 * the same and wraps into rows when it is long.
 */
export function chooseLayout(ids: string[], edges: { from: string; to: string }[]): 'flow' | 'tree' {
  if (edges.length === 0) return 'flow';
  const parents = new Map<string, string>();
  for (const edge of edges) {
    if (parents.has(edge.to)) return 'flow';
    parents.set(edge.to, edge.from);
  }
  for (const start of parents.keys()) {
    const seen = new Set<string>();
    for (let at: string | undefined = start; at !== undefined; at = parents.get(at)) {
      if (seen.has(at)) return 'flow';
      seen.add(at);
    }
  }
  const chain = edges.length === ids.length - 1 && edges.every((edge, i) => edge.from === ids[i] && edge.to === ids[i + 1]);
  return chain ? 'flow' : 'tree';
}

/** `%%` starts a comment to the end of the line, unless it sits inside a label. */
function stripComment(line: string): string {
  const at = topLevel(line).find((i) => line[i] === '%' && line[i + 1] === '%');
  return at === undefined ? line : line.slice(0, at);
}

/** `;` ends a statement, as in `graph TD; A --> B`, except inside a label. */
function splitStatements(line: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const i of topLevel(line)) {
    if (line[i] !== ';') continue;
    parts.push(line.slice(start, i));
    start = i + 1;
  }
  parts.push(line.slice(start));
  return parts;
}

/** Indexes of the characters outside every label: quoted, bracketed, or a link's `|label|`. */
function topLevel(line: string): number[] {
  const indexes: number[] = [];
  let depth = 0;
  let quoted = false;
  let piped = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (ch === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (piped) piped = ch !== '|';
    else if ('[({'.includes(ch)) depth++;
    else if ('])}'.includes(ch)) depth = Math.max(0, depth - 1);
    else if (depth === 0 && ch === '|') piped = true;
    else if (depth === 0) indexes.push(i);
  }
  return indexes;
}

/** Held to the range the diagram block accepts (its schema's `at`). */
function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(value)));
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}
