import type { BlockOf } from '@folio/layout';
import type { Reference } from '@folio/contracts';
import { condense, splitSentences, titleFrom } from '../text/text-tools.ts';
import { chaptersOf } from './chapters.ts';
import { topicOf } from './topic.ts';
import { commaList } from './prompt-lists.ts';

export type DiagramKind = 'process' | 'cycle' | 'hierarchy' | 'comparison';
type DiagramBlock = BlockOf<'diagram'>;
type Node = DiagramBlock['nodes'][number];
type Edge = DiagramBlock['edges'][number];

const KIND_WORDS: Array<[DiagramKind, RegExp]> = [
  ['comparison', /\b(?:vs\.?|versus|compar\w*|difference\w*|pros and cons|against)\b/i],
  ['cycle', /\b(?:cycle|cyclical|loop|circular|life\s*cycle|iterat\w*|recurring|flywheel)\b/i],
  ['hierarchy', /\b(?:hierarch\w*|structure|organi[sz]ation\w*|org chart|taxonomy|breakdown|categor\w*|types of|kinds of|components|architecture|tree|mind ?map)\b/i],
];

/** Words that make a step a decision: drawn as a diamond with a "no" way back. */
const DECISION = /\?$|^(?:is|are|does|do|can|should|has|have)\b|\b(?:decide|decision|approve\w*|whether|check if|review and approve)\b/i;
const LABEL_MAX = 60;
const MAX_STEPS = 12;

/** What kind of diagram a prompt asks for; a flow of steps unless it names another. */
export function diagramKind(prompt: string): DiagramKind {
  return KIND_WORDS.find(([, words]) => words.test(prompt))?.[0] ?? 'process';
}

/**
 * The offline diagram (issue 7): a flow of steps, a cycle, a hierarchy or a comparison, taken
 * from a list written in the prompt, else from the references' headings and sentences, else
 * from a skeleton of the kind asked for — never empty.
 */
export function composeDiagram(prompt: string, references: readonly Reference[]): DiagramBlock {
  const kind = diagramKind(prompt);
  const topic = topicOf(prompt);
  if (kind === 'hierarchy') return hierarchy(topic, prompt, references);
  if (kind === 'comparison') return comparison(topic, prompt, references);
  const steps = listedSteps(prompt) ?? referenceSteps(references) ?? (kind === 'cycle' ? SKELETON_CYCLE : [label(topic), ...SKELETON_PROCESS]);
  return kind === 'cycle' ? cycle(steps) : flow(steps);
}

function flow(steps: readonly string[]): DiagramBlock {
  const nodes: Node[] = steps.map((label, index) => ({
    id: `n${index + 1}`,
    label,
    shape: index === 0 || index === steps.length - 1 ? 'ellipse' : DECISION.test(label) ? 'diamond' : 'rounded',
  }));
  const edges: Edge[] = [];
  for (let index = 1; index < nodes.length; index++) {
    const from = nodes[index - 1]!;
    edges.push({ from: from.id, to: nodes[index]!.id, ...(from.shape === 'diamond' ? { label: 'yes' } : {}) });
    if (from.shape === 'diamond' && index >= 2) edges.push({ from: from.id, to: nodes[index - 2]!.id, label: 'no' });
  }
  return { kind: 'diagram', layout: 'flow', direction: nodes.length > 5 ? 'vertical' : 'horizontal', nodes, edges };
}

function cycle(steps: readonly string[]): DiagramBlock {
  const nodes: Node[] = steps.map((label, index) => ({ id: `n${index + 1}`, label, shape: 'rounded' }));
  const edges: Edge[] = nodes.map((node, index) => ({ from: node.id, to: nodes[(index + 1) % nodes.length]!.id }));
  return { kind: 'diagram', layout: 'cycle', direction: 'horizontal', nodes, edges: nodes.length > 1 ? edges : [] };
}

function tree(root: string, branches: ReadonlyArray<{ label: string; leaves: readonly string[] }>): DiagramBlock {
  const nodes: Node[] = [{ id: 'root', label: root, shape: 'rect' }];
  const edges: Edge[] = [];
  for (const [index, branch] of branches.entries()) {
    if (nodes.length >= 40) break;
    const id = `b${index + 1}`;
    nodes.push({ id, label: branch.label, shape: 'rounded' });
    edges.push({ from: 'root', to: id });
    for (const [leafIndex, leaf] of branch.leaves.entries()) {
      if (nodes.length >= 40) break;
      const leafId = `${id}-${leafIndex + 1}`;
      nodes.push({ id: leafId, label: leaf, shape: 'ellipse' });
      edges.push({ from: id, to: leafId });
    }
  }
  return { kind: 'diagram', layout: 'tree', direction: 'vertical', nodes, edges };
}

function hierarchy(topic: string, prompt: string, references: readonly Reference[]): DiagramBlock {
  const chapters = chaptersOf(references).filter((chapter) => chapter.title.trim());
  if (chapters.length >= 2) {
    return tree(
      label(references[0]?.title || topic),
      chapters.slice(0, 6).map((chapter) => ({ label: label(chapter.title), leaves: chapter.subsections.slice(0, 4).map((sub) => label(sub.title)).filter(Boolean) })),
    );
  }
  const listed = listedSteps(prompt);
  return tree(label(topic), (listed ?? ['Goals', 'People', 'Processes', 'Tools']).map((branch) => ({ label: branch, leaves: [] })));
}

/** A root naming the comparison, one branch per side, each with what the references say of it. */
function comparison(topic: string, prompt: string, references: readonly Reference[]): DiagramBlock {
  const sides = comparedSides(topic) ?? listedSteps(prompt)?.slice(0, 4) ?? ['Option A', 'Option B'];
  const sentences = references.flatMap((reference) => reference.sections.flatMap((section) => section.paragraphs.flatMap(splitSentences)));
  return tree(
    label(topic),
    sides.map((side) => {
      const about = sentences.filter((sentence) => sentence.toLowerCase().includes(side.toLowerCase())).slice(0, 3);
      return { label: label(side), leaves: about.length > 0 ? about.map(label) : ['Strengths', 'Limits'] };
    }),
  );
}

function comparedSides(topic: string): string[] | undefined {
  const text = topic.replace(/^(?:a\s+)?(?:comparison|difference\w*)\s+(?:of|between)\s+/i, '').replace(/^compar\w*\s+/i, '');
  const sides = text
    .split(/\s+(?:vs\.?|versus|and|or|against|with)\s+|,\s*/i)
    .map((side) => side.trim())
    .filter(Boolean);
  return sides.length >= 2 ? sides.slice(0, 4).map(label) : undefined;
}

const THEN = /\s+(?:and then|then|after that|afterwards|finally)\s+/i;

/**
 * Steps the person wrote themselves: numbered or bulleted lines, arrows ("a -> b -> c"), or a
 * list after a colon or chained with "then" ("mix the dough, let it rise, then bake it").
 * Commas split steps only after a colon or in a "then" chain: "a deck for Lisbon, Portugal" is
 * one topic, not two steps.
 */
export function listedSteps(prompt: string): string[] | undefined {
  const lines = prompt.split(/\n/).map((line) => line.trim());
  const bulleted = lines.filter((line) => /^(?:\d+[.)]|[-*•])\s+/.test(line)).map((line) => line.replace(/^(?:\d+[.)]|[-*•])\s+/, ''));
  const arrows = prompt.split(/\s*(?:->|→|=>)\s*/).map((step, index) => (index === 0 ? afterColon(step) : step));
  const colon = /:\s*(.+)$/s.exec(prompt)?.[1];
  const chain = colon ?? (THEN.test(prompt) ? prompt : undefined);
  const listed = chain ? commaList(chain) : [];
  for (const candidate of [bulleted, arrows, listed]) {
    const steps = candidate.map((step) => step.trim().replace(/[.;:]+$/, '')).filter((step) => step.length > 0);
    if (steps.length >= 2) return steps.slice(0, MAX_STEPS).map(label);
  }
  return undefined;
}

/** "Our pipeline: ingest" → "ingest": the request words before the first step are not a step. */
function afterColon(step: string): string {
  return step.split(':').at(-1)!.trim() || step;
}

/** Chapters of the references in order; with one chapter, its sentences. */
function referenceSteps(references: readonly Reference[]): string[] | undefined {
  const chapters = chaptersOf(references);
  if (chapters.length >= 2) return chapters.slice(0, MAX_STEPS).map((chapter) => label(chapter.title));
  const sentences = references.flatMap((reference) => reference.sections.flatMap((section) => section.paragraphs.flatMap(splitSentences)));
  return sentences.length >= 2 ? sentences.slice(0, 8).map(label) : undefined;
}

function label(text: string): string {
  return titleFrom(condense(text, 200), LABEL_MAX) || text.slice(0, LABEL_MAX);
}

/** Skeletons to fill in when neither the prompt nor a reference names the steps (the topic leads the process). */
const SKELETON_PROCESS = ['Understand the need', 'Plan the work', 'Is the plan approved?', 'Carry it out', 'Review the results', 'Done'];
const SKELETON_CYCLE = ['Plan', 'Do', 'Check', 'Act'];
