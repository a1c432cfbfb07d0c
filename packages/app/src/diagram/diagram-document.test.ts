import { ProjectDocument } from '@folio/layout';
import { describe, expect, it } from 'vitest';
import { parseFlowchart } from './flowchart/parse-flowchart.ts';
import { previewDocument, withDiagramSlide } from './diagram-document.ts';

const block = parseFlowchart('graph TD; A[Idea] --> B[Draft] --> C[Ship]').block!;

describe('diagram documents', () => {
  it('previews the diagram as a valid page document', () => {
    expect(ProjectDocument.safeParse(previewDocument(block)).success).toBe(true);
  });

  it('adds the diagram as a last slide with its title, leaving the deck’s slides as they were', () => {
    const deck = ProjectDocument.parse(previewDocument(block));
    const next = withDiagramSlide(deck, block, ' Launch ');
    expect(ProjectDocument.safeParse(next).success).toBe(true);
    expect(next.pages).toHaveLength(2);
    expect(next.pages[0]).toBe(deck.pages[0]);
    const added = JSON.stringify(next.pages[1]);
    expect(added).toContain('"text":"Launch"');
    expect(added).toContain('"label":"Ship"');
    const twice = withDiagramSlide(next, block, '');
    expect(ProjectDocument.safeParse(twice).success).toBe(true);
    expect(JSON.stringify(twice.pages[2])).not.toContain('headline');
  });
});
