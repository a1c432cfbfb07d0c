import { ProjectDocument, type ContainerNode } from '@folio/layout';
import { expect, test } from 'vitest';
import problems from '../../../fixtures/deck-checks/problems.json' with { type: 'json' };
import { prepareDocument } from './document.ts';
import { testFonts } from './text/testing.ts';

const doc = ProjectDocument.parse(problems);
const prepared = await prepareDocument(doc, { fonts: await testFonts(), loadImage: async () => ({ width: 1600, height: 1000, image: null }) });
const index = doc.pages.findIndex((page) => page.id === 'overflow');
const root = doc.pages[index]!.layout;

test('a draft of a page is laid out as the page itself is', () => {
  expect(prepared.layoutDraft(root)).toEqual(prepared.layoutPage(index));
});

test('a slide shortened in a draft fits where the page overflows, without the document changing', () => {
  expect(prepared.layoutPage(index).overflow).toBe(true);
  const [title, body] = root.children;
  if (body?.type !== 'content' || body.content.kind !== 'text') throw new Error('the overflow slide has a text body');
  const shortened: ContainerNode = { ...root, children: [title!, { ...body, content: { ...body.content, paragraphs: body.content.paragraphs.slice(0, 3) } }] };
  expect(prepared.layoutDraft(shortened).overflow).toBe(false);
  expect(prepared.layoutPage(index).overflow).toBe(true);
});
