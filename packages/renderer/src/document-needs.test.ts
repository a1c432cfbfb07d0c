import { readFileSync } from 'node:fs';
import { contentNodes, ProjectDocument } from '@folio/layout';
import { expect, test } from 'vitest';
import { fontsQuery, pageNeeds } from './document-needs.ts';
import { getTheme } from './themes/index.ts';

function deck(name: string): ProjectDocument {
  return ProjectDocument.parse(JSON.parse(readFileSync(new URL(`../../../fixtures/decks/${name}.json`, import.meta.url), 'utf8')));
}

test('names every picture a deck draws: image blocks, quote avatars, video posters and page backgrounds', () => {
  const doc = deck('every-block');
  const drawn = new Set<string>();
  for (const page of doc.pages) {
    if (page.background?.image) drawn.add(page.background.image);
    for (const { content } of contentNodes(page.layout)) {
      if (content.kind === 'image') drawn.add(content.src);
      if (content.kind === 'quote' && content.imgUrl) drawn.add(content.imgUrl);
      if (content.kind === 'video' && content.poster) drawn.add(content.poster);
    }
  }
  expect(drawn.size).toBeGreaterThan(1);
  expect(new Set(pageNeeds(doc.pages).images)).toEqual(drawn);
});

test('asks only the blocks it is told to, as the editor does after an edit, but always the page backgrounds', () => {
  const doc = deck('every-block');
  const backgrounds = doc.pages.flatMap((page) => (page.background?.image ? [page.background.image] : []));
  const needs = pageNeeds(doc.pages, (content) => content.kind === 'text');
  expect(needs.images).toEqual([...new Set(backgrounds)]);
  expect(needs.text).not.toBe('');
  expect(pageNeeds(doc.pages, () => false).text).toBe('');
});

test('gathers the languages paragraphs are tagged with and the theme’s families for the fonts query', () => {
  const doc = deck('cjk');
  const needs = pageNeeds(doc.pages);
  expect(new Set(needs.langs)).toEqual(new Set(['ja', 'ko', 'zh-CN', 'zh-TW']));
  const theme = getTheme(doc.themeId, doc.theme);
  const query = fontsQuery(theme, needs);
  expect(query.families).toContain(theme.paragraph.normalText.fontFamily);
  expect(query.text).toBe(needs.text);
});
