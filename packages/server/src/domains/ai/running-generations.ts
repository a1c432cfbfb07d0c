import { AppError } from '../../errors/app-error.ts';

/**
 * One generation at a time per person (§8 6008 'You have unfinished creations.'). Held in this
 * process: a generation streams over one connection to one server.
 */
export class RunningGenerations {
  private readonly running = new Set<number>();

  start(userId: number): () => void {
    if (this.running.has(userId)) throw new AppError('UNFINISHED_CREATIONS');
    this.running.add(userId);
    return () => this.running.delete(userId);
  }
}
