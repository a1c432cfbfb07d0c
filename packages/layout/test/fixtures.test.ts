import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BLOCK_KINDS, contentNodes, ParagraphRole, ProjectDocument, validateTree, type BlockContent, type Page } from '../src/index.ts';

/**
 * The fixture decks are the shared test data of every package (goldens, parity, benchmarks,
 * the theme contact sheet), so a deck that stops parsing, or an image it points at that
 * goes missing, breaks checks far away from the edit that caused it. These tests catch that here.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DECKS_DIR = join(ROOT, 'fixtures', 'decks');
const ASSETS_DIR = join(ROOT, 'fixtures', 'assets');

/** The built-in theme ids of PRODUCT.md §3, kebab-cased. Layout cannot import the renderer's theme list. */
const BUILT_IN_THEMES = [
  'dark-matter', 'periwinkle', 'minimal-white', 'green-pulse', 'sunlit', 'moss', 'burnt-oak', 'twilight-grove',
  'sienna-glow', 'deep-indigo', 'soft-sand', 'amber-horizons', 'honeyed-flame', 'starlit-blush', 'whispered-fern',
  'copper-noir', 'fiery-eclipse', 'lavender-midnight', 'ruby-sun', 'celestial-blue', 'velvet-cosmos', 'avocado-toasted',
  'corporate', 'bubblegum', 'skies', 'modern-harmony', 'midnight-crimson', 'obsidian', 'neon-glow', 'electric-chill',
];

/** Icon names the fixtures may use: the subset of the renderer's icon set that fixtures/README.md promises. */
const FIXTURE_ICONS = [
  'check', 'star', 'heart', 'lightbulb', 'rocket', 'chart', 'users', 'globe', 'shield', 'clock',
  'target', 'mail', 'phone', 'map-pin', 'book', 'code', 'zap', 'leaf', 'trophy', 'arrow-right',
];

interface Deck {
  name: string;
  file: string;
  doc: ProjectDocument;
}

function loadDecks(): Deck[] {
  return readdirSync(DECKS_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const path = join(DECKS_DIR, file);
      const result = ProjectDocument.safeParse(JSON.parse(readFileSync(path, 'utf8')));
      if (!result.success) {
        const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
        throw new Error(`fixtures/decks/${file} is not a valid ProjectDocument:\n${problems}`);
      }
      return { name: file.replace(/\.json$/, ''), file: path, doc: result.data };
    });
}

const decks = loadDecks();
const deck = (name: string): ProjectDocument => {
  const found = decks.find((each) => each.name === name);
  if (!found) throw new Error(`fixtures/decks/${name}.json is missing`);
  return found.doc;
};
const blocksOfPage = (page: Page): BlockContent[] => contentNodes(page.layout).map((node) => node.content);
const blocksOf = (doc: ProjectDocument): BlockContent[] => doc.pages.flatMap(blocksOfPage);

/** Every local file a deck points at: image sources, video posters, quote portraits and page backgrounds. */
function localSources(doc: ProjectDocument): string[] {
  const sources: string[] = [];
  for (const page of doc.pages) {
    if (page.background?.image) sources.push(page.background.image);
    for (const block of blocksOfPage(page)) {
      if (block.kind === 'image') sources.push(block.src);
      if (block.kind === 'video' && block.poster) sources.push(block.poster);
      if (block.kind === 'quote' && block.imgUrl) sources.push(block.imgUrl);
    }
  }
  return sources.filter((src) => !/^(https?:|data:)/.test(src));
}

describe('fixture decks', () => {
  it('has at least 13 decks, all valid ProjectDocuments with kebab-case names', () => {
    expect(decks.length).toBeGreaterThanOrEqual(13);
    for (const { name } of decks) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('uses every block kind somewhere', () => {
    const used = new Set(decks.flatMap(({ doc }) => blocksOf(doc).map((block) => block.kind)));
    expect([...BLOCK_KINDS].filter((kind) => !used.has(kind))).toEqual([]);
  });

  it('covers every block kind, paragraph role, mark and list kind in every-block', () => {
    const blocks = blocksOf(deck('every-block'));
    expect(new Set(blocks.map((block) => block.kind))).toEqual(new Set(BLOCK_KINDS));
    const paragraphs = blocks.flatMap((block) => (block.kind === 'text' ? block.paragraphs : []));
    expect(new Set(paragraphs.map((paragraph) => paragraph.role))).toEqual(new Set(ParagraphRole.options));
    const marks = new Set(paragraphs.flatMap((paragraph) => paragraph.spans.flatMap((span) => Object.keys(span.marks ?? {}))));
    expect(marks).toEqual(new Set(['bold', 'italic', 'underline', 'strike', 'link', 'color']));
    expect(new Set(paragraphs.flatMap((paragraph) => (paragraph.list ? [paragraph.list.kind] : [])))).toEqual(new Set(['bullet', 'ordered']));
    expect(new Set(paragraphs.flatMap((paragraph) => (paragraph.align ? [paragraph.align] : [])))).toEqual(new Set(['start', 'center', 'end', 'justify']));
  });

  it('gives deck-20 twenty slides with speaker notes on each', () => {
    const doc = deck('deck-20');
    expect(doc.kind).toBe('presentation');
    expect(doc.themeId).toBe('sunlit');
    expect(doc.pages).toHaveLength(20);
    for (const page of doc.pages) {
      const notes = doc.scriptMap[page.id] ?? [];
      expect(notes.map((note) => note.text.trim()).join(''), `notes of ${page.id}`).not.toBe('');
    }
  });

  it('makes long-page a page project of at least 8 sections', () => {
    const doc = deck('long-page');
    expect(doc.kind).toBe('page');
    expect(doc.pages.length).toBeGreaterThanOrEqual(8);
  });

  it('keeps every-theme to the three slides the theme contact sheet expects', () => {
    expect(deck('every-theme').pages).toHaveLength(3);
  });

  it('finds every local image a deck refers to under fixtures/assets', () => {
    const missing: string[] = [];
    for (const { name, file, doc } of decks) {
      for (const src of localSources(doc)) {
        // Relative to the deck file, and inside fixtures/assets so goldens never depend on files elsewhere.
        const path = resolve(dirname(file), src);
        if (!path.startsWith(ASSETS_DIR + sep) || !existsSync(path)) missing.push(`${name}: ${src}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('names a built-in theme, or the custom theme the deck carries', () => {
    for (const { name, doc } of decks) {
      const known = BUILT_IN_THEMES.includes(doc.themeId) || doc.theme?.id === doc.themeId;
      expect(known, `${name} uses theme '${doc.themeId}'`).toBe(true);
    }
  });

  it('uses only the icon names the renderer promises to fixtures', () => {
    const icons = decks.flatMap(({ doc }) => blocksOf(doc).flatMap((block) => (block.kind === 'shape' && block.icon ? [block.icon] : [])));
    expect(icons.filter((icon) => !FIXTURE_ICONS.includes(icon))).toEqual([]);
  });

  it('keeps every page in the normalised shape tree edits produce', () => {
    // A deck that editors would reshape on first touch makes goldens test a tree nobody can build.
    const problems = decks.flatMap(({ name, doc }) => doc.pages.flatMap((page) => validateTree(page.layout).map((problem) => `${name}/${page.id}: ${problem}`)));
    expect(problems).toEqual([]);
  });

  it('keeps speaker notes attached to pages that exist', () => {
    for (const { name, doc } of decks) {
      const pageIds = new Set<string>(doc.pages.map((page) => page.id));
      expect(Object.keys(doc.scriptMap).filter((id) => !pageIds.has(id)), name).toEqual([]);
    }
  });
});
