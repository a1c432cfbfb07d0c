import type { ContentNode, ProjectDocument } from '@folio/layout';
import { FontRegistry, prepareDocument } from '@folio/renderer';
import { expect, test } from 'vitest';
import { testEnv } from '../../../../../scripts/test-env.ts';
import { reprepare } from '../document/reprepare.ts';
import { PageLayouts } from './page-layout.ts';

const text = (id: string, words: string): ContentNode => ({ id, type: 'content', content: { kind: 'text', paragraphs: [{ role: 'normalText', spans: [{ text: words }] }] } }) as ContentNode;

function deck(first: ContentNode): ProjectDocument {
  return {
    kind: 'presentation',
    title: 'Layouts',
    themeId: 'sunlit',
    pages: [{ id: 'p1', layout: { id: 'root', type: 'column', children: [{ id: 'row', type: 'row', children: [first, text('b', 'Beside it')] } as never, text('c', 'Below')] } } as never],
    scriptMap: {},
  } as ProjectDocument;
}

test('typing that keeps a block’s height keeps the layout; a new line lays the page out again, as the renderer does', async () => {
  const fonts = await FontRegistry.create({ loadFontFile: testEnv().loadFontFile });
  const load = async () => {
    throw new Error('no images');
  };
  const layouts = new PageLayouts();
  const first = await prepareDocument(deck(text('a', 'Hello')), { fonts, loadImage: load });
  const laid = layouts.layout(first, 0);
  expect(laid).toEqual(first.layoutPage(0));

  // As the editor prepares a keystroke: the same theme, faces and images (document/reprepare.ts).
  const typed = reprepare(first, deck(text('a', 'Hello there')))!;
  expect(layouts.layout(typed, 0)).toBe(laid);
  expect(laid).toEqual(typed.layoutPage(0));

  const longer = reprepare(typed, deck(text('a', 'Hello there, and a paragraph long enough to wrap onto several lines of this narrow block: '.repeat(6))))!;
  const relaid = layouts.layout(longer, 0);
  expect(relaid).not.toBe(laid);
  expect(relaid).toEqual(longer.layoutPage(0));
  expect(relaid.boxes.get('c')!.y).toBeGreaterThan(laid.boxes.get('c')!.y);
});
