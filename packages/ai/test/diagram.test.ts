import { DiagramBlock } from '@folio/layout';
import { describe, expect, it } from 'vitest';
import { COMPOSER, streamDiagram, type DiagramEvent } from '../src/index.ts';
import { loadFixture } from './fixture-references.ts';
import { ScriptedModel } from './scripted-model.ts';

async function collect(events: AsyncIterable<DiagramEvent>): Promise<DiagramEvent[]> {
  const all: DiagramEvent[] = [];
  for await (const event of events) all.push(event);
  return all;
}

/** Every node and edge event came before the block, and the block holds exactly them. */
function expectConsistent(events: DiagramEvent[]) {
  const last = events.at(-1)!;
  expect(last.type).toBe('diagram');
  const block = DiagramBlock.parse((last as Extract<DiagramEvent, { type: 'diagram' }>).block);
  expect(events.filter((event) => event.type === 'node').map((event) => (event as { node: unknown }).node)).toEqual(block.nodes);
  expect(events.filter((event) => event.type === 'edge').map((event) => (event as { edge: unknown }).edge)).toEqual(block.edges);
  return block;
}

describe('offline diagrams', () => {
  it('draws the steps written in the prompt as a flow, start and end as ellipses', async () => {
    const block = expectConsistent(await collect(streamDiagram(COMPOSER, { prompt: 'Our hiring process: post the job -> screen CVs -> interview -> make an offer' })));
    expect(block.layout).toBe('flow');
    expect(block.nodes.map((node) => node.label)).toEqual(['Post the job', 'Screen CVs', 'Interview', 'Make an offer']);
    expect(block.nodes[0]!.shape).toBe('ellipse');
    expect(block.nodes.at(-1)!.shape).toBe('ellipse');
    expect(block.edges).toEqual([
      { from: 'n1', to: 'n2' },
      { from: 'n2', to: 'n3' },
      { from: 'n3', to: 'n4' },
    ]);
  });

  it('turns a decision step into a diamond with a yes way on and a no way back', async () => {
    const block = expectConsistent(await collect(streamDiagram(COMPOSER, { prompt: 'Expense claims:\n1. Submit the receipt\n2. Fill in the form\n3. Is it under 100 euros?\n4. Pay out' })));
    const decision = block.nodes.find((node) => node.shape === 'diamond')!;
    expect(decision.label).toBe('Is it under 100 euros?');
    expect(block.edges).toContainEqual({ from: decision.id, to: 'n4', label: 'yes' });
    expect(block.edges).toContainEqual({ from: decision.id, to: 'n2', label: 'no' });
  });

  it('splits a colon list or a "then" chain into steps, but not a topic that holds a comma', async () => {
    const bread = expectConsistent(await collect(streamDiagram(COMPOSER, { prompt: 'How to bake bread: mix the flour and water, knead the dough, let it rise, then bake for 40 minutes' })));
    expect(bread.nodes.map((node) => node.label)).toEqual(['Mix the flour and water', 'Knead the dough', 'Let it rise', 'Bake for 40 minutes']);
    const chain = expectConsistent(await collect(streamDiagram(COMPOSER, { prompt: 'First we collect data, then we clean it, then we train the model' })));
    expect(chain.nodes.map((node) => node.label)).toEqual(['We collect data', 'We clean it', 'We train the model']);
    const topic = expectConsistent(await collect(streamDiagram(COMPOSER, { prompt: 'A process for opening a shop in Lisbon, Portugal' })));
    expect(topic.nodes[0]!.label).toBe('A process for opening a shop in Lisbon, Portugal');
    expect(topic.nodes.length).toBeGreaterThan(3);
  });

  it('closes a cycle back to its first step', async () => {
    const block = expectConsistent(await collect(streamDiagram(COMPOSER, { prompt: 'The product life cycle: introduction, growth, maturity and decline' })));
    expect(block.layout).toBe('cycle');
    expect(block.nodes.map((node) => node.label)).toEqual(['Introduction', 'Growth', 'Maturity', 'Decline']);
    expect(block.edges.at(-1)).toEqual({ from: 'n4', to: 'n1' });
  });

  it('gives a comparison one branch per side under a root', async () => {
    const block = expectConsistent(await collect(streamDiagram(COMPOSER, { prompt: 'A comparison of trains vs planes for business travel' })));
    expect(block.layout).toBe('tree');
    const root = block.nodes.find((node) => node.shape === 'rect')!;
    const sides = block.edges.filter((edge) => edge.from === root.id).map((edge) => block.nodes.find((node) => node.id === edge.to)!.label);
    expect(sides).toEqual(['Trains', 'Planes for business travel']);
  });

  it("draws a hierarchy from a reference's chapters and their sub-sections", async () => {
    const reference = await loadFixture('water-cycle-lesson.md');
    const block = expectConsistent(await collect(streamDiagram(COMPOSER, { prompt: 'The structure of this lesson', references: [reference] })));
    expect(block.layout).toBe('tree');
    expect(block.nodes.length).toBeGreaterThan(3);
    const labels = block.nodes.map((node) => node.label).join(' | ');
    expect(labels).toContain('The Water Cycle');
    expect(labels).toContain('The four stages');
  });

  it('never answers an empty diagram, whatever the prompt', async () => {
    for (const prompt of ['x', 'Onboarding new employees', '???', '日本の会社の組織図', 'a'.repeat(4000)]) {
      const block = expectConsistent(await collect(streamDiagram(COMPOSER, { prompt })));
      expect(block.nodes.length, prompt).toBeGreaterThanOrEqual(2);
      expect(block.nodes.every((node) => node.label.trim().length > 0), prompt).toBe(true);
    }
  });
});

describe('diagrams from a model', () => {
  it('passes each node on as it closes and holds an edge until both its ends exist', async () => {
    const answer = JSON.stringify({
      layout: 'flow',
      direction: 'vertical',
      elements: [
        { type: 'node', id: 'a', label: 'Order placed', shape: 'ellipse' },
        { type: 'edge', from: 'a', to: 'b' },
        { type: 'node', id: 'b', label: 'In stock?', shape: 'diamond' },
        { type: 'node', id: 'a', label: 'Duplicate id' },
        { type: 'edge', from: 'b', to: 'ghost', label: 'no' },
        { type: 'node', id: 'c', label: 'Ship', shape: 'ellipse' },
        { type: 'edge', from: 'b', to: 'c', label: 'yes' },
      ],
    });
    const model = new ScriptedModel([answer]);
    const events = await collect(streamDiagram(model, { prompt: 'Order fulfilment' }));
    expect(events.map((event) => (event.type === 'node' ? `node ${event.node.id}` : event.type === 'edge' ? `edge ${event.edge.from}-${event.edge.to}` : event.type))).toEqual([
      'node a',
      'node b',
      'edge a-b',
      'node c',
      'edge b-c',
      'diagram',
    ]);
    const block = expectConsistent(events);
    expect(block).toMatchObject({ layout: 'flow', direction: 'vertical' });
    expect(model.requests[0]!.messages.at(-1)!.content).toContain('Order fulfilment');
  });
});
