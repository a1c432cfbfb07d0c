import type { Page } from '@folio/layout';
import { buildPage } from '../slides/build-page.ts';
import { buildSection } from '../slides/build-section.ts';
import type { SectionSpec } from '../slides/section-spec.ts';
import type { SlideSpec } from '../slides/slide-spec.ts';
import { RTL_LANGUAGES, type LanguageId } from '@folio/contracts';

/** A generated slide (or a page's section): its page (a valid layout tree) and its speaker notes (§3 scripts). */
export interface GeneratedSlide {
  index: number;
  page: Page;
  scripts: Array<{ id: string; text: string }>;
  /** What the slide says, for regenerating or editing it later. */
  spec: SlideSpec | SectionSpec;
}

const CJK_LANG: Partial<Record<LanguageId, string>> = { 'zh-CN': 'zh-CN', 'zh-TW': 'zh-TW', ja: 'ja', ko: 'ko' };

export function toGeneratedSlide(spec: SlideSpec, index: number, pageId: string, language: LanguageId): GeneratedSlide {
  return generated(buildPage(pageId, spec, { style: styleOf(language) }), spec, index);
}

/** A section of a page (project kind `page`). */
export function toGeneratedSection(spec: SectionSpec, index: number, pageId: string, language: LanguageId): GeneratedSlide {
  return generated(buildSection(pageId, spec, { style: styleOf(language) }), spec, index);
}

function styleOf(language: LanguageId) {
  return { lang: CJK_LANG[language], rtl: RTL_LANGUAGES.has(language) };
}

function generated(page: GeneratedSlide['page'], spec: SlideSpec | SectionSpec, index: number): GeneratedSlide {
  const notes = spec.notes.trim();
  return { index, page, scripts: notes ? [{ id: `${page.id}-note-1`, text: notes }] : [], spec };
}
