import type { LanguageChoice } from '../i18n/languages.ts';
import { DEFAULT_THEME_ID } from '@folio/renderer';
import { create } from 'zustand';
import { aiApi, type Sources } from '../api/ai-api.ts';
import { GenerationStatus, type GenerationOptionsInput, type Reference } from '@folio/contracts';
import { CancelledError } from '../api/api-error.ts';
import { showApiError } from '../errors/show-api-error.ts';
import type { ProjectKind } from './generation-store.ts';
import { EMPTY_STORYLINE, loadItem, type Storyline } from './storyline.ts';

/** One attached source: an uploaded document, or a web page, video or search result the server extracted. */
export interface AttachedReference {
  key: string;
  kind: 'file' | 'url' | 'video' | 'search';
  name: string;
  state: 'working' | 'ready' | 'failed';
  /** §9 weighted upload progress, 0–100 (documents only). */
  progress: number;
  uploadId?: number;
  reference?: Reference;
}

export interface DraftOptions {
  slideCount: number;
  /** The count was picked after the prompt was last edited: it wins over a count the prompt names ("6 slides"). */
  slideCountPicked: boolean;
  language: LanguageChoice;
  audience: string;
  tone: string;
  themeId: string;
  model: string;
}

const DEFAULT_OPTIONS: DraftOptions = { slideCount: 8, slideCountPicked: false, language: 'auto', audience: '', tone: '', themeId: DEFAULT_THEME_ID, model: '' };

interface DraftState {
  kind: ProjectKind;
  step: 'prompt' | 'storyline';
  prompt: string;
  options: DraftOptions;
  references: AttachedReference[];
  storyline: Storyline;
  /** §4 generation status of the plan stream: GeneratingOutlines while items arrive. */
  planStatus: number;
  /** Plans asked for this draft: "Write it again" sends the next number, for another outline. */
  plans: number;
  setPrompt(prompt: string): void;
  setOptions(change: Partial<DraftOptions>): void;
  setStoryline(storyline: Storyline): void;
  attach(reference: AttachedReference): void;
  updateReference(key: string, change: Partial<AttachedReference>): void;
  detach(key: string): void;
  /** Streams ai/slide/plan into a fresh storyline and shows the storyline step. */
  plan(): Promise<void>;
  backToPrompt(): void;
  /** A fresh draft for `kind`, unless the one held is already for it. */
  open(kind: ProjectKind): void;
  reset(): void;
}

let planning: AbortController | undefined;

export const useDraftStore = create<DraftState>((set, get) => ({
  kind: 'presentation',
  step: 'prompt',
  prompt: '',
  options: DEFAULT_OPTIONS,
  references: [],
  storyline: EMPTY_STORYLINE,
  planStatus: GenerationStatus.Initial,
  plans: 0,
  setPrompt: (prompt) => set((state) => ({ prompt, options: { ...state.options, slideCountPicked: false } })),
  setOptions: (change) => set((state) => ({ options: { ...state.options, ...change, ...(change.slideCount === undefined ? {} : { slideCountPicked: true }) } })),
  setStoryline: (storyline) => set({ storyline }),
  attach: (reference) => set((state) => ({ references: [...state.references, reference] })),
  updateReference: (key, change) => set((state) => ({ references: state.references.map((item) => (item.key === key ? { ...item, ...change } : item)) })),
  detach: (key) => set((state) => ({ references: state.references.filter((item) => item.key !== key) })),
  async plan() {
    planning?.abort();
    const controller = new AbortController();
    planning = controller;
    const { prompt, options, plans, kind } = get();
    set({ step: 'storyline', storyline: EMPTY_STORYLINE, planStatus: GenerationStatus.GeneratingOutlines, plans: plans + 1 });
    try {
      for await (const event of aiApi.plan({ prompt: prompt.trim(), options: { ...generationOptions(options), variant: plans }, kind, ...draftSources(get()) }, { signal: controller.signal })) {
        if (event.type === 'status') set({ planStatus: event.status });
        else set((state) => ({ storyline: loadItem(state.storyline, event.item) }));
      }
    } catch (error) {
      // What arrived before a failure stays editable (AI-API.md: everything already sent stands).
      if (!(error instanceof CancelledError)) showApiError(error);
    } finally {
      if (planning === controller) {
        planning = undefined;
        set({ planStatus: GenerationStatus.Finished });
      }
    }
  },
  backToPrompt() {
    planning?.abort();
    set({ step: 'prompt' });
  },
  open(kind) {
    if (get().kind !== kind) get().reset();
    set({ kind });
  },
  reset() {
    planning?.abort();
    set({ step: 'prompt', prompt: '', options: DEFAULT_OPTIONS, references: [], storyline: EMPTY_STORYLINE, planStatus: GenerationStatus.Initial, plans: 0 });
  },
}));

/** The options as plan and generate take them: empty fields left out. */
export function generationOptions(options: DraftOptions): GenerationOptionsInput {
  return {
    slideCount: options.slideCount,
    slideCountPicked: options.slideCountPicked,
    language: options.language,
    ...(options.audience.trim() ? { audience: options.audience.trim() } : {}),
    ...(options.tone ? { tone: options.tone } : {}),
  };
}

/** The ready references, split the way the server takes them. */
export function draftSources(draft: Pick<DraftState, 'references' | 'options'>): Sources {
  const ready = draft.references.filter((item) => item.state === 'ready');
  return {
    uploadIds: ready.flatMap((item) => (item.uploadId === undefined ? [] : [item.uploadId])),
    references: ready.flatMap((item) => (item.reference ? [item.reference] : [])),
    ...(draft.options.model ? { model: draft.options.model } : {}),
  };
}
