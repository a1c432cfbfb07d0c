import type { Page } from '@folio/layout';
import { buildPage } from '../slides/build-page.ts';
import type { SlideSpec } from '../slides/slide-spec.ts';
import { RTL_LANGUAGES, type LanguageId } from '../spec-limits.ts';

/** A generated slide: its page (a valid layout tree) and its speaker notes (§3 scripts). */
export interface GeneratedSlide {
  index: number;
  page: Page;
  scripts: Array<{ id: string; text: string }>;
  /** What the slide says, for regenerating or editing it later. */
  spec: SlideSpec;
}

const CJK_LANG: Partial<Record<LanguageId, string>> = { 'zh-CN': 'zh-CN', 'zh-TW': 'zh-TW', ja: 'ja', ko: 'ko' };

export function toGeneratedSlide(spec: SlideSpec, index: number, pageId: string, language: LanguageId): GeneratedSlide {
  const page = buildPage(pageId, spec, { style: { lang: CJK_LANG[language], rtl: RTL_LANGUAGES.has(language) } });
  const notes = spec.notes.trim();
  return { index, page, scripts: notes ? [{ id: `${pageId}-note-1`, text: notes }] : [], spec };
}
