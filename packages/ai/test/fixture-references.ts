import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { extractReference } from '../src/index.ts';
import { type Reference } from '@folio/contracts';

export const REFERENCES_DIR = fileURLToPath(new URL('../../../fixtures/references/', import.meta.url));

export const FIXTURES = ['annual-report.pdf', 'makerspace-proposal.docx', 'summer-camp.pptx', 'budget-2026.xlsx', 'members-2025.csv', 'water-cycle-lesson.md'] as const;

export function fixtureBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(`${REFERENCES_DIR}${name}`));
}

export function loadFixture(name: string): Promise<Reference> {
  return extractReference({ name, bytes: fixtureBytes(name) });
}
