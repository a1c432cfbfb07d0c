import { readFile } from 'node:fs/promises';
import { ProjectDocument } from '@folio/layout';
import type { z } from 'zod';

export class DeckFileError extends Error {
  constructor(
    message: string,
    readonly problems: string[] = [],
  ) {
    super(message);
  }
}

/** Reads and validates a deck; problems are reported with their schema path, e.g. `pages[0].layout.children[1]`. */
export async function readDeckFile(path: string): Promise<ProjectDocument> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new DeckFileError(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new DeckFileError(`${path} is not valid JSON: ${(error as Error).message}`);
  }
  const result = ProjectDocument.safeParse(json);
  if (!result.success) throw new DeckFileError(`${path} is not a valid deck`, result.error.issues.map(describeIssue));
  return result.data;
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), '');
  return `${path || '(root)'}: ${issue.message}`;
}
