import { DiagramBlock, ProjectDocument } from '@folio/layout';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deckGraphText } from './deck-graph.ts';
import { diagramFromGraph, exceedsDiagram } from './diagram-from-graph.ts';
import { parseGraph } from './parse-graph.ts';

const deck = ProjectDocument.parse(JSON.parse(readFileSync(new URL('../../../../fixtures/decks/deck-20.json', import.meta.url), 'utf8')));
const groups = { deck: 'deck', slide: 'slide', keyword: 'keyword' };

describe('a graph from a deck', () => {
  it('links the deck to its slides and the slides to the keywords they mention, in editable lines', () => {
    const result = parseGraph(deckGraphText(deck, groups));
    if (!result.ok) throw new Error(result.failure.kind);
    expect(result.issues).toEqual([]);
    const byGroup = (group: string) => result.graph.nodes.filter((node) => node.group === group);
    expect(byGroup('deck')).toHaveLength(1);
    expect(byGroup('slide').length).toBeGreaterThan(1);
    expect(byGroup('keyword').length).toBeGreaterThan(0);
  });
});

describe('a graph as a diagram block', () => {
  it('becomes a diagram block the document schema accepts, its links and labels kept', () => {
    const result = parseGraph('A -> B : one\nB -- C');
    if (!result.ok) throw new Error(result.failure.kind);
    const diagram = diagramFromGraph(result.graph);
    expect(DiagramBlock.safeParse(diagram).success).toBe(true);
    expect(diagram).toMatchObject({ kind: 'diagram', edges: [{ from: 'n0', to: 'n1', label: 'one' }, { from: 'n1', to: 'n2' }] });
  });

  it('keeps the first 40 nodes and only the links between them', () => {
    const result = parseGraph(Array.from({ length: 60 }, (_, index) => `hub -> leaf ${index}`).join('\n'));
    if (!result.ok) throw new Error(result.failure.kind);
    expect(exceedsDiagram(result.graph)).toBe(true);
    const diagram = diagramFromGraph(result.graph);
    expect(diagram.nodes).toHaveLength(40);
    expect(diagram.edges).toHaveLength(39);
    expect(DiagramBlock.safeParse(diagram).success).toBe(true);
  });
});
