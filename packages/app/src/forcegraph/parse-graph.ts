import Papa from 'papaparse';
import { GRAPH_LIMITS } from './graph-limits.ts';

/**
 * The text a visitor pastes becomes a graph here. Two shapes are read:
 *
 * Lines (one link per line; blank lines and lines starting with `#` are skipped):
 *   `A -> B`            a directed link from A to B
 *   `A -- B`            an undirected link
 *   `A -> B : label`    a link with a label
 *   `A [group]`         a node on its own, or a node's group; `[group]` may follow any name,
 *                       e.g. `Paris [city] -> France [country]`
 * Other arrow marks (`=>`, `<-`, `→`) are reported as malformed lines rather than read as names.
 *
 * CSV with a header row naming at least `source` and `target`, optionally `label` and `group`
 * (the group colours the source node). Quoting follows RFC 4180, through papaparse.
 *
 * Malformed lines are skipped and reported by line number; the rest still draws. Exceeding a
 * limit in GRAPH_LIMITS stops the parse with no graph, because a partial graph would silently
 * misrepresent the input.
 */

export interface GraphNode {
  /** Stable across parses of the same text: the node's position in first-mention order. */
  id: string;
  name: string;
  group?: string;
}

export interface GraphLink {
  source: string;
  target: string;
  label?: string;
  directed: boolean;
}

export interface Graph {
  nodes: GraphNode[];
  links: GraphLink[];
}

export type LineIssue = { kind: 'malformed' | 'selfLink' | 'missingEnd'; line: number };
export type ParseFailure = { kind: 'tooLong' } | { kind: 'tooManyNodes' } | { kind: 'tooManyEdges' };

export type ParseResult = { ok: true; graph: Graph; issues: LineIssue[] } | { ok: false; failure: ParseFailure };

const ARROW = /^(.*?)\s*(->|--)\s*(.*)$/;
const GROUP_SUFFIX = /^(.*?)\s*\[([^\]]*)\]$/;
/** Arrow-like marks that are not our syntax (`=>`, `<-`, `→`): a name holding one is a mistyped link, not a node. */
const STRAY_ARROW = /[<>→←↔⇒]/;

class GraphBuilder {
  /** A Map, not an object, so names such as `__proto__` or `constructor` are ordinary keys. */
  private readonly byName = new Map<string, GraphNode>();
  readonly links: GraphLink[] = [];
  overflow: ParseFailure | undefined;

  node(rawName: string, group?: string): GraphNode | undefined {
    const name = clip(rawName);
    let node = this.byName.get(name);
    if (!node) {
      if (this.byName.size >= GRAPH_LIMITS.maxNodes) {
        this.overflow = { kind: 'tooManyNodes' };
        return undefined;
      }
      node = { id: `n${this.byName.size}`, name };
      this.byName.set(name, node);
    }
    const cleanGroup = group === undefined ? '' : clip(group);
    if (cleanGroup) node.group = cleanGroup;
    return node;
  }

  link(source: GraphNode, target: GraphNode, directed: boolean, label: string): void {
    if (this.links.length >= GRAPH_LIMITS.maxEdges) {
      this.overflow = { kind: 'tooManyEdges' };
      return;
    }
    const cleanLabel = clip(label);
    this.links.push({ source: source.id, target: target.id, directed, ...(cleanLabel ? { label: cleanLabel } : {}) });
  }

  graph(): Graph {
    return { nodes: [...this.byName.values()], links: this.links };
  }
}

/** Whitespace collapsed, control characters dropped, and cut to the name limit. */
function clip(text: string): string {
  const clean = text.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim();
  return clean.length > GRAPH_LIMITS.maxNameLength ? `${clean.slice(0, GRAPH_LIMITS.maxNameLength - 1)}…` : clean;
}

function splitGroup(text: string): { name: string; group?: string } {
  const match = GROUP_SUFFIX.exec(text.trim());
  return match ? { name: match[1]!, group: match[2]! } : { name: text };
}

function looksLikeCsv(text: string): boolean {
  const firstLine = text.trimStart().split(/\r?\n/, 1)[0] ?? '';
  const columns = firstLine.toLowerCase().split(',').map((cell) => cell.trim().replace(/^"|"$/g, ''));
  return columns.includes('source') && columns.includes('target');
}

function parseLines(text: string, builder: GraphBuilder, issues: LineIssue[]): void {
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    const lineNumber = index + 1;
    if (!line || line.startsWith('#')) continue;
    const arrow = ARROW.exec(line);
    if (!arrow) {
      const { name, group } = splitGroup(line);
      if (!clip(name) || STRAY_ARROW.test(name)) issues.push({ kind: 'malformed', line: lineNumber });
      else builder.node(name, group);
    } else {
      const [, left, op, rest] = arrow as unknown as [string, string, string, string];
      const colon = rest.indexOf(':');
      const right = colon === -1 ? rest : rest.slice(0, colon);
      const label = colon === -1 ? '' : rest.slice(colon + 1);
      const from = splitGroup(left);
      const to = splitGroup(right);
      if (STRAY_ARROW.test(from.name) || STRAY_ARROW.test(to.name)) issues.push({ kind: 'malformed', line: lineNumber });
      else if (!clip(from.name) || !clip(to.name)) issues.push({ kind: 'missingEnd', line: lineNumber });
      else if (clip(from.name) === clip(to.name)) issues.push({ kind: 'selfLink', line: lineNumber });
      else {
        const source = builder.node(from.name, from.group);
        const target = builder.node(to.name, to.group);
        if (source && target) builder.link(source, target, op === '->', label);
      }
    }
    if (builder.overflow) return;
  }
}

function parseCsv(text: string, builder: GraphBuilder, issues: LineIssue[]): void {
  const { data } = Papa.parse<Record<string, string>>(text.trim(), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  for (const [index, row] of data.entries()) {
    // +2: the header is line 1 and rows count from 0.
    const lineNumber = index + 2;
    const source = row['source'] ?? '';
    const target = row['target'] ?? '';
    if (!clip(source) || !clip(target)) issues.push({ kind: 'missingEnd', line: lineNumber });
    else if (clip(source) === clip(target)) issues.push({ kind: 'selfLink', line: lineNumber });
    else {
      const from = builder.node(source, row['group']);
      const to = builder.node(target);
      if (from && to) builder.link(from, to, true, row['label'] ?? '');
    }
    if (builder.overflow) return;
  }
}

export function parseGraph(text: string): ParseResult {
  if (text.length > GRAPH_LIMITS.maxTextLength) return { ok: false, failure: { kind: 'tooLong' } };
  const builder = new GraphBuilder();
  const issues: LineIssue[] = [];
  if (looksLikeCsv(text)) parseCsv(text, builder, issues);
  else parseLines(text, builder, issues);
  if (builder.overflow) return { ok: false, failure: builder.overflow };
  return { ok: true, graph: builder.graph(), issues };
}
