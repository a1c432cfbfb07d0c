import { readdirSync, readFileSync } from 'node:fs';
import { DiagramBlock, ProjectDocument, type BlockOf } from '@folio/layout';
import { beforeAll, describe, expect, test } from 'vitest';
import type { SceneContext } from '../context.ts';
import { testContext } from './block-test-kit.ts';
import { edgeCrossings, lineEntersBox } from './diagram-crossings.ts';
import { layoutDiagram } from './diagram.ts';

type Diagram = BlockOf<'diagram'>;

const DECKS = new URL('../../../../../fixtures/decks/', import.meta.url);

/** Every diagram block of the fixture decks, named by deck and page. */
function fixtureDiagrams(): { name: string; block: Diagram }[] {
  return readdirSync(DECKS)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const doc = ProjectDocument.parse(JSON.parse(readFileSync(new URL(file, DECKS), 'utf8')));
      return doc.pages.flatMap((page, index) => {
        const found: Diagram[] = [];
        const walk = (value: unknown): void => {
          if (Array.isArray(value)) value.forEach(walk);
          else if (value && typeof value === 'object') {
            if ((value as { kind?: unknown }).kind === 'diagram') found.push(value as Diagram);
            Object.values(value).forEach(walk);
          }
        };
        walk(page);
        return found.map((block) => ({ name: `${file.replace('.json', '')} page ${index + 1}`, block }));
      });
    });
}

/** What a reader would call a tangle: edges running over each other, and labels with another edge under them. */
function tangles(block: Diagram, width: number, ctx: SceneContext): string[] {
  const layout = layoutDiagram(block, width, ctx);
  const id = (index: number) => block.nodes[index]!.id;
  const name = (edge: { from: number; to: number }) => `${id(edge.from)}→${id(edge.to)}`;
  const crossings = edgeCrossings(layout.edges).map(({ a, b }) => `${name(layout.edges[a]!)} runs over ${name(layout.edges[b]!)}`);
  const covered = [...layout.labelPads].flatMap(([index, pad]) =>
    layout.edges.filter((edge, other) => other !== index && lineEntersBox(edge.points, pad)).map((edge) => `label of ${name(layout.edges[index]!)} lies on ${name(edge)}`),
  );
  return [...crossings, ...covered];
}

const diagrams = fixtureDiagrams();
let ctx: SceneContext;
beforeAll(async () => {
  const labels = diagrams.flatMap(({ block }) => [...block.nodes.map((node) => node.label), ...block.edges.map((edge) => edge.label ?? '')]);
  ctx = await testContext(labels.join(' '));
});

describe('diagram edges', () => {
  test('the fixture decks have flow, tree and cycle diagrams with labelled edges to check', () => {
    expect(new Set(diagrams.map(({ block }) => block.layout))).toEqual(new Set(['flow', 'tree', 'cycle']));
    expect(diagrams.some(({ block }) => block.edges.some((edge) => edge.label))).toBe(true);
  });

  test.each([1104, 640, 420])('no edge of a fixture diagram runs over another edge or a label, %i px wide', (width) => {
    expect(diagrams.flatMap(({ name, block }) => tangles(block, width, ctx).map((found) => `${name}: ${found}`))).toEqual([]);
  });

  test('an edge back to an earlier step goes round instead of along the edge it answers, its label off the other edge', () => {
    const block = DiagramBlock.parse({
      kind: 'diagram',
      nodes: [
        { id: 'draft', label: 'Draft' },
        { id: 'review', label: 'Review', shape: 'diamond' },
        { id: 'ship', label: 'Ship' },
      ],
      edges: [
        { from: 'draft', to: 'review' },
        { from: 'review', to: 'ship', label: 'yes' },
        { from: 'review', to: 'draft', label: 'no' },
      ],
    });
    expect(tangles(block, 900, ctx)).toEqual([]);
  });

  test('cross links of a tree go round the edges from parent to child', () => {
    const block = DiagramBlock.parse({
      kind: 'diagram',
      layout: 'tree',
      direction: 'vertical',
      nodes: ['root', 'a', 'b', 'c', 'a1', 'a2', 'c1', 'c2'].map((id) => ({ id, label: id.toUpperCase() })),
      edges: [
        { from: 'root', to: 'a' },
        { from: 'root', to: 'b' },
        { from: 'root', to: 'c' },
        { from: 'a', to: 'a1' },
        { from: 'a', to: 'a2' },
        { from: 'c', to: 'c1' },
        { from: 'c', to: 'c2' },
        { from: 'a2', to: 'c1', label: 'feeds' },
      ],
    });
    expect(tangles(block, 1000, ctx)).toEqual([]);
  });
});
