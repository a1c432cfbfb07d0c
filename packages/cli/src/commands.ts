import { oneShotCommands } from './one-shot-commands.ts';

export interface Command {
  run(args: string[]): Promise<void>;
}

export interface CommandEntry {
  summary: string;
  /** Loaded when called: `folio export` need not load the server, nor `folio start` the browser engine. */
  load(): Promise<Command>;
}

export const commands: Record<string, CommandEntry> = {
  start: { summary: 'start Folio on http://localhost:3000 (settings: see README.md)', load: async () => (await import('./start-command.ts')).startCommand },
  ...oneShotCommands,
  codes: { summary: 'mint and list activation codes (days of Pro)', load: async () => (await import('./codes-command.ts')).codesCommand },
  discounts: { summary: 'mint and list discount codes for the first payment of Pro', load: async () => (await import('./discounts-command.ts')).discountsCommand },
  analytics: { summary: 'count the events the built-in product analytics recorded', load: async () => (await import('./analytics-command.ts')).analyticsCommand },
  feedback: { summary: 'read what people sent with Share feedback', load: async () => (await import('./feedback-command.ts')).feedbackCommand },
  flags: { summary: 'list and switch feature flags (on, off, or for a share of people)', load: async () => (await import('./flags-command.ts')).flagsCommand },
  worker: { summary: 'run exports for the Folio servers that share DATABASE_URL (no HTTP)', load: async () => (await import('./worker-command.ts')).workerCommand },
};
