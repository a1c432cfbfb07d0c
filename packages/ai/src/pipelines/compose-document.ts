import { ProjectDocument, type ProjectKind } from '@folio/layout';
import type { Provider } from '../providers/provider.ts';
import type { GenerationOptionsInput, Reference, StorylineItem } from '@folio/contracts';
import { generateSlides } from './generate-slides.ts';
import { planStoryline } from './plan-storyline.ts';
import type { GeneratedSlide } from './slide-output.ts';

/** Plan and generate in one go (no user edit between): a whole ProjectDocument, for scripts, the CLI and benchmarks. */
export async function composeDocument(
  provider: Provider,
  request: { prompt: string; references?: readonly Reference[]; options?: GenerationOptionsInput; themeId?: string; kind?: ProjectKind },
): Promise<{ document: ProjectDocument; storyline: StorylineItem[] }> {
  const storyline: StorylineItem[] = [];
  for await (const item of planStoryline(provider, request)) storyline.push(item);
  const slides: GeneratedSlide[] = [];
  for await (const slide of generateSlides(provider, { ...request, storyline })) slides.push(slide);
  const document = ProjectDocument.parse({
    kind: request.kind ?? 'presentation',
    title: storyline[0]?.text ?? '',
    themeId: request.themeId ?? 'sunlit',
    pages: slides.map((slide) => slide.page),
    scriptMap: Object.fromEntries(slides.map((slide) => [slide.page.id, slide.scripts])),
  });
  return { document, storyline };
}
