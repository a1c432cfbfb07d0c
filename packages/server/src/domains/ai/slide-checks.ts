import { fitSlide, type FittedSlide, type GeneratedSlide } from '@folio/ai';
import type { Page, ProjectDocument, ThemeJson } from '@folio/layout';
import { checkPage, FontRegistry, prepareDocument, type DeckFinding, type PreparedDocument } from '@folio/renderer';
import { readFontFile } from '@folio/renderer/node';

/** A generated slide after the checks: its page or pages (a split slide is two), and what could not be fixed on them. */
export interface CheckedSlide {
  pages: { page: Page; scripts: GeneratedSlide['scripts'] }[];
  outcome: FittedSlide['outcome'];
  findings: DeckFinding[];
}

/**
 * The deck checks on every generated slide, whether the built-in composer or a model wrote it.
 * @folio/ai may not import the renderer, so the server (which has it) lays each slide out with
 * the renderer's fonts and the deck's theme, lets `fitSlide` shorten or split a slide that
 * overflows, and reports the findings left on the result. Pictures are not fetched: their
 * blocks are measured at the 16:9 a picture takes before it loads, as the editor does.
 */
export class SlideChecks {
  private fonts: Promise<FontRegistry> | undefined;

  async check(slide: GeneratedSlide, theme: { themeId: string; theme?: ThemeJson | undefined }, options: { split: boolean } = { split: true }): Promise<CheckedSlide> {
    const prepared = await this.prepare([slide.page], theme);
    const overflows = (page: Page) => prepared.layoutDraft(page.layout).overflow;
    const fitted = fitSlide(slide.page, overflows, options);
    const pages = fitted.pages.map((page, index) => ({ page, scripts: index === 0 ? slide.scripts : [] }));
    const result = await this.prepare(fitted.pages, theme);
    const findings = fitted.pages.flatMap((_page, index) => checkPage(result, index).findings);
    return { pages, outcome: fitted.outcome, findings };
  }

  private async prepare(pages: Page[], theme: { themeId: string; theme?: ThemeJson | undefined }): Promise<PreparedDocument> {
    this.fonts ??= FontRegistry.create({ loadFontFile: readFontFile });
    const doc: ProjectDocument = { kind: 'presentation', title: '', themeId: theme.themeId, ...(theme.theme ? { theme: theme.theme } : {}), pages, scriptMap: {} };
    return prepareDocument(doc, { fonts: await this.fonts, loadImage: () => Promise.reject(new Error('pictures are not loaded to check a slide')) });
  }
}
