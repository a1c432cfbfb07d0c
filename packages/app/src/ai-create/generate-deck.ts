import { aiProjectApi } from '../api/ai-api.ts';
import { showApiError } from '../errors/show-api-error.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { draftSources, generationOptions, useDraftStore } from './draft-store.ts';
import { startGeneration } from './generation-store.ts';
import { itemsToGenerate } from './storyline.ts';
import { track } from '../insights/track.ts';

/** §3 project titles are at most 300 characters; a working title until the person renames it. */
const TITLE_MAX = 300;

/**
 * Step 3: creates the project (project/create: -6 opens the Pro dialog), starts
 * ai/slide/generate into it and returns its id, so the screen can open the editor at once
 * while the slides arrive. Resolves to null when the project could not be created.
 */
export async function generateDeck(): Promise<string | null> {
  const draft = useDraftStore.getState();
  const storyline = itemsToGenerate(draft.storyline);
  const title = (storyline[0]?.text ?? draft.prompt).trim().slice(0, TITLE_MAX);
  let projectId: string;
  try {
    projectId = await aiProjectApi.create(draft.kind, title, draft.options.themeId);
    track('project_created', { kind: draft.kind, mode: 'ai' });
  } catch (error) {
    showApiError(error);
    return null;
  }
  // A free project was spent (§1): the plan card's count changes.
  void useSessionStore.getState().refreshUser();
  startGeneration({
    projectId,
    kind: draft.kind,
    storyline,
    prompt: draft.prompt.trim(),
    // The storyline's length is the count now, whatever the prompt said.
    options: { ...generationOptions(draft.options), slideCount: storyline.length, slideCountPicked: true },
    sources: draftSources(draft),
  });
  draft.reset();
  return projectId;
}
