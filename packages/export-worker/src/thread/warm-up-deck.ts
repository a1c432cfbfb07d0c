import { ProjectDocument } from '@folio/layout';
import { DEFAULT_THEME_ID } from '@folio/renderer';

/**
 * What a thread started ahead of the first export exports first, to nowhere: a slide of the
 * default theme with a title, a paragraph and a list. Loading the modules alone left the first
 * export ≈ 4× a warm one: the renderer, HarfBuzz, the default theme's fonts, the PDF writer and
 * the JIT's compiled layout and shaping code are all made by a first export, so this one makes
 * them before anyone waits.
 */
export const WARM_UP_DECK = ProjectDocument.parse({
  kind: 'presentation',
  title: 'Warm-up',
  themeId: DEFAULT_THEME_ID,
  pages: [
    {
      id: 'warm-up',
      layout: {
        id: 'root',
        type: 'column',
        children: [
          {
            id: 'text',
            type: 'content',
            content: {
              kind: 'text',
              paragraphs: [
                { role: 'title', spans: [{ text: 'Quarterly review' }] },
                { role: 'normalText', spans: [{ text: 'Revenue grew 12 % while costs stayed flat, so the margin widened for the third quarter running.' }] },
                { role: 'normalText', spans: [{ text: 'Hire two engineers' }], list: { kind: 'bullet', level: 0 } },
                { role: 'normalText', spans: [{ text: 'Open the Lisbon office' }], list: { kind: 'bullet', level: 0 } },
              ],
            },
          },
        ],
      },
    },
  ],
  scriptMap: {},
});
