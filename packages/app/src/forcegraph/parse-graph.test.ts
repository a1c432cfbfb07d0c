import { describe, expect, it } from 'vitest';
import { GRAPH_LIMITS } from './graph-limits.ts';
import { parseGraph, type ParseResult } from './parse-graph.ts';

function graphOf(result: ParseResult) {
  if (!result.ok) throw new Error(`expected a graph, got ${result.failure.kind}`);
  return result;
}

const names = (result: ParseResult) => graphOf(result).graph.nodes.map((node) => node.name);

describe('pasted lines', () => {
  it('draws one node per distinct name and one link per line', () => {
    const { graph, issues } = graphOf(parseGraph('Alice -> Bob\nBob -> Carol\nAlice -> Carol'));
    expect(graph.nodes.map((node) => node.name)).toEqual(['Alice', 'Bob', 'Carol']);
    expect(graph.links).toEqual([
      { source: 'n0', target: 'n1', directed: true },
      { source: 'n1', target: 'n2', directed: true },
      { source: 'n0', target: 'n2', directed: true },
    ]);
    expect(issues).toEqual([]);
  });

  it('reads undirected links, labels and groups', () => {
    const { graph } = graphOf(parseGraph('Paris [city] -- France [country] : capital of\nLyon [city] -> France'));
    expect(graph.nodes).toEqual([
      { id: 'n0', name: 'Paris', group: 'city' },
      { id: 'n1', name: 'France', group: 'country' },
      { id: 'n2', name: 'Lyon', group: 'city' },
    ]);
    expect(graph.links[0]).toEqual({ source: 'n0', target: 'n1', directed: false, label: 'capital of' });
    expect(graph.links[1]).toEqual({ source: 'n2', target: 'n1', directed: true });
  });

  it('keeps a lone name as a node and skips blank lines and # comments', () => {
    expect(names(parseGraph('# people\n\nAda [math]\n  \nAda -> Charles'))).toEqual(['Ada', 'Charles']);
  });

  it('reports a link missing one end, and a link to itself, by line number while drawing the rest', () => {
    const { graph, issues } = graphOf(parseGraph('A -> B\nA ->\n -- C\nB -> B\nC -> D'));
    expect(issues).toEqual([
      { kind: 'missingEnd', line: 2 },
      { kind: 'missingEnd', line: 3 },
      { kind: 'selfLink', line: 4 },
    ]);
    expect(graph.links).toHaveLength(2);
  });

  it('reports a line that is only a group as malformed', () => {
    expect(graphOf(parseGraph('[lonely]')).issues).toEqual([{ kind: 'malformed', line: 1 }]);
  });

  it('reports arrows of another syntax as malformed instead of drawing them as names', () => {
    const { graph, issues } = graphOf(parseGraph('A => B\nA <- B\nA → B\nA <-> B\nA -> B'));
    expect(issues.map((issue) => issue.line)).toEqual([1, 2, 3, 4]);
    expect(issues.every((issue) => issue.kind === 'malformed')).toBe(true);
    expect(graph.nodes.map((node) => node.name)).toEqual(['A', 'B']);
  });

  it('treats names like __proto__ and constructor as ordinary nodes', () => {
    const { graph } = graphOf(parseGraph('__proto__ -> constructor\nconstructor -> toString'));
    expect(graph.nodes.map((node) => node.name)).toEqual(['__proto__', 'constructor', 'toString']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('cuts very long names and drops control characters', () => {
    const { graph } = graphOf(parseGraph(`${'x'.repeat(500)} -> B\u0007eta`));
    expect(graph.nodes[0]!.name).toHaveLength(GRAPH_LIMITS.maxNameLength);
    expect(graph.nodes[0]!.name.endsWith('…')).toBe(true);
    expect(graph.nodes[1]!.name).toBe('B eta');
  });
});

describe('CSV', () => {
  it('reads source, target, label and group columns whatever their order or case', () => {
    const { graph } = graphOf(parseGraph('Label,Target,Source,Group\n"likes, a lot",Bob,Alice,friends\n,Carol,Bob,'));
    expect(graph.nodes).toEqual([
      { id: 'n0', name: 'Alice', group: 'friends' },
      { id: 'n1', name: 'Bob' },
      { id: 'n2', name: 'Carol' },
    ]);
    expect(graph.links).toEqual([
      { source: 'n0', target: 'n1', directed: true, label: 'likes, a lot' },
      { source: 'n1', target: 'n2', directed: true },
    ]);
  });

  it('reports a row missing its target by line number', () => {
    expect(graphOf(parseGraph('source,target\nA,B\nC,\n')).issues).toEqual([{ kind: 'missingEnd', line: 3 }]);
  });
});

describe('limits', () => {
  it('refuses more nodes than the limit rather than drawing part of the graph', () => {
    const text = Array.from({ length: GRAPH_LIMITS.maxNodes }, (_, index) => `hub -> leaf${index}`).join('\n');
    expect(parseGraph(text)).toEqual({ ok: false, failure: { kind: 'tooManyNodes' } });
  });

  it('accepts exactly the node limit', () => {
    const text = Array.from({ length: GRAPH_LIMITS.maxNodes - 1 }, (_, index) => `hub -> leaf${index}`).join('\n');
    expect(graphOf(parseGraph(text)).graph.nodes).toHaveLength(GRAPH_LIMITS.maxNodes);
  });

  it('refuses more links than the limit', () => {
    const text = Array.from({ length: GRAPH_LIMITS.maxEdges + 1 }, (_, index) => `a${index % 40} -> b${index % 41}`).join('\n');
    expect(parseGraph(text)).toEqual({ ok: false, failure: { kind: 'tooManyEdges' } });
  });

  it('refuses text past the length limit without reading it', () => {
    expect(parseGraph('a'.repeat(GRAPH_LIMITS.maxTextLength + 1))).toEqual({ ok: false, failure: { kind: 'tooLong' } });
  });
});
