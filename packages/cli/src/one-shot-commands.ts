import { keepCodeOnBaselineCompilers } from './compiler-flags.ts';
import type { CommandEntry } from './commands.ts';

/**
 * The commands that draw one deck and exit, which `pnpm folio` runs from a bundle of their own
 * through a code cache: scripts/one-shot.mjs names them again in ONE_SHOT_COMMANDS.
 */
export const oneShotCommands: Record<'render' | 'export', CommandEntry> = {
  render: {
    summary: 'render every page of a deck to PNG files (01.png, 02.png, …)',
    load: async () => {
      keepCodeOnBaselineCompilers();
      return (await import('./render-command.ts')).renderCommand;
    },
  },
  export: {
    summary: 'export a deck to PDF, PPTX, one PNG (image) or a zip of PNGs (images)',
    load: async () => {
      keepCodeOnBaselineCompilers();
      return (await import('./export-command.ts')).exportCommand;
    },
  },
};
