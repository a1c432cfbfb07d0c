import { contentNodes, type ProjectDocument, type ThemeJson } from '@folio/layout';
import { checkDeck, FontRegistry, prepareDocument, type DeckFinding } from '@folio/renderer';
import { readFontFile } from '@folio/renderer/node';

let fonts: Promise<FontRegistry> | undefined;

/**
 * The renderer's deck checks (overflow, clipped and overlapping text, contrast, small text,
 * placeholders…) on a Folio deck, laid out with the same fonts as every export, one list per
 * page in page order; and the font families its text is set in. Pictures are not fetched:
 * the checks only need their boxes.
 */
export async function checkFolioDeck(doc: ProjectDocument): Promise<{ findings: DeckFinding[][]; fonts: string[] }> {
  fonts ??= FontRegistry.create({ loadFontFile: readFontFile });
  const prepared = await prepareDocument(doc, { fonts: await fonts, loadImage: () => Promise.reject(new Error('pictures are not loaded to roast a deck')) });
  const byPage = checkDeck(prepared);
  return { findings: doc.pages.map((page) => byPage.get(page.id) ?? []), fonts: fontsInUse(doc, prepared.theme) };
}

/** The theme's family for each paragraph style the deck's text uses; other blocks use the body style's. */
function fontsInUse(doc: ProjectDocument, theme: ThemeJson): string[] {
  const families = new Set<string>();
  for (const page of doc.pages) {
    for (const node of contentNodes(page.layout)) {
      if (node.content.kind !== 'text') families.add(theme.paragraph.normalText.fontFamily);
      else for (const paragraph of node.content.paragraphs) if (paragraph.spans.some((span) => span.text.trim())) families.add(theme.paragraph[paragraph.role].fontFamily);
    }
  }
  return [...families];
}
