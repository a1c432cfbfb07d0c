import { create } from 'zustand';
import { aiApi, type Sources } from '../api/ai-api.ts';
import { GenerationStatus, type GenerationOptionsInput, type StorylineItem } from '@folio/contracts';
import { ApiError, CancelledError } from '../api/api-error.ts';
import { opensProDialog } from '../errors/catalogue.ts';
import { messageOf, showApiError } from '../errors/show-api-error.ts';
import { TOAST_DURATION_MS } from '../spec/constants.ts';
import { track } from '../insights/track.ts';

export type ProjectKind = 'presentation' | 'page';

/** One `ai/slide/generate` stream, as the editor's progress bar shows it. */
export interface GenerationRun {
  kind: ProjectKind;
  total: number;
  /** Slides the server has written into the project so far. */
  done: number;
  status: number;
  outcome: 'running' | 'finished' | 'failed' | 'stopped';
  /** The §8 message of a failure the progress bar repeats after the toast is gone. */
  error: string | null;
}

interface GenerationState {
  runs: Record<string, GenerationRun>;
  stop(projectId: string): void;
  dismiss(projectId: string): void;
}

const controllers = new Map<string, AbortController>();

/**
 * Generations outlive the creation screen: it navigates to the editor as soon as the stream
 * starts, and the editor reads the progress from here by project id.
 */
export const useGenerationStore = create<GenerationState>((set) => ({
  runs: {},
  stop(projectId) {
    controllers.get(projectId)?.abort();
  },
  dismiss(projectId) {
    set((state) => {
      const { [projectId]: _dismissed, ...runs } = state.runs;
      return { runs };
    });
  },
}));

function update(projectId: string, change: Partial<GenerationRun>): void {
  useGenerationStore.setState((state) => {
    const run = state.runs[projectId];
    return run ? { runs: { ...state.runs, [projectId]: { ...run, ...change } } } : state;
  });
}

export interface GenerationRequest {
  projectId: string;
  kind: ProjectKind;
  storyline: StorylineItem[];
  prompt: string;
  options: GenerationOptionsInput;
  sources: Sources;
}

/**
 * Starts generating into a new project (`replace: true`: the slides take the blank page's
 * place) and follows the stream to its end. A failure part-way keeps the slides already
 * written and shows why (§8: toast, or the Pro dialog for 40201).
 */
export function startGeneration(request: GenerationRequest): void {
  const { projectId, kind, storyline, prompt, options, sources } = request;
  const controller = new AbortController();
  controllers.set(projectId, controller);
  useGenerationStore.setState((state) => ({
    runs: { ...state.runs, [projectId]: { kind, total: storyline.length, done: 0, status: GenerationStatus.Initial, outcome: 'running', error: null } },
  }));
  void (async () => {
    try {
      const events = aiApi.generate({ projectId, storyline, prompt, options, replace: true, ...sources }, { signal: controller.signal });
      for await (const event of events) {
        if (event.type === 'status') update(projectId, { status: event.status });
        else update(projectId, { done: event.index + 1 });
      }
      update(projectId, { outcome: 'finished', status: GenerationStatus.Finished });
      track('generation_finished', { kind, slides: storyline.length });
      setTimeout(() => useGenerationStore.getState().dismiss(projectId), TOAST_DURATION_MS);
    } catch (error) {
      if (error instanceof CancelledError) {
        update(projectId, { outcome: 'stopped' });
        return;
      }
      showApiError(error);
      const shown = error instanceof ApiError && !opensProDialog(error.code) ? messageOf(error) : null;
      track('generation_failed', { kind, code: error instanceof ApiError ? error.code : -1, done: useGenerationStore.getState().runs[projectId]?.done ?? 0 });
      update(projectId, { outcome: 'failed', error: shown });
    } finally {
      controllers.delete(projectId);
    }
  })();
}
