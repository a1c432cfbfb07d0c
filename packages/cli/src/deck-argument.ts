import { DeckFileError, readDeckFile } from '@folio/export-worker';
import { CliError } from './cli-error.ts';

/** The deck a command was given: an invalid one exits non-zero naming the schema path of each problem. */
export async function readDeckArgument(path: string): ReturnType<typeof readDeckFile> {
  try {
    return await readDeckFile(path);
  } catch (error) {
    if (error instanceof DeckFileError) throw new CliError(error.message, error.problems);
    throw error;
  }
}
