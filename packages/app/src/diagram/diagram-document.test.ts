import { ProjectDocument } from '@folio/layout';
import { describe, expect, it } from 'vitest';
import { parseFlowchart } from './flowchart/parse-flowchart.ts';
import { previewDocument } from './diagram-document.ts';

const block = parseFlowchart('graph TD; A[Idea] --> B[Draft] --> C[Ship]').block!;

describe('diagram documents', () => {
  it('previews the diagram as a valid page document', () => {
    expect(ProjectDocument.safeParse(previewDocument(block)).success).toBe(true);
  });

});
