import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_IDS } from '@folio/contracts';
import type { Token } from 'markdown-it';

/** The repository's changelog: what the feedback widget's "What's new" lists. */
export const CHANGELOG_FILE = fileURLToPath(new URL('../../../../../CHANGELOG.md', import.meta.url));

export interface ChangelogEntry {
  /** The date and the English title as a slug: stable while the entry is not renamed. */
  id: string;
  /** YYYY-MM-DD, as written in the entry's heading. */
  date: string;
  /** English, and the translations the entry gives, by §3 language id. */
  titles: Record<string, string>;
  /** Its paragraphs and list items, as plain text (English). */
  body: Array<{ kind: 'paragraph' | 'item'; text: string }>;
}

const HEADING = /^(\d{4}-\d{2}-\d{2})\s+[—–-]\s+(.+)$/;
const TRANSLATION = /^([a-z]{2}(?:-[A-Z]{2})?):\s+(.+)$/;
const LANGUAGES = new Set<string>(LANGUAGE_IDS.filter((id) => id !== 'auto' && id !== 'en'));

/**
 * The entries of a changelog written in Markdown, newest first: each `## YYYY-MM-DD — Title`
 * starts one; a paragraph right under it made only of `fr: …` lines gives the title in those
 * languages; the paragraphs and list items after it are its text. A heading of another shape
 * is an error, so a mistyped entry fails the test that reads the repository's file rather
 * than vanishing from the app. markdown-it loads with the first changelog read, not at start.
 */
export async function parseChangelog(markdown: string): Promise<ChangelogEntry[]> {
  const { default: MarkdownIt } = await import('markdown-it');
  const tokens = new MarkdownIt('commonmark').parse(markdown, {});
  const entries: ChangelogEntry[] = [];
  for (let at = 0; at < tokens.length; at++) {
    const token = tokens[at]!;
    if (token.type === 'heading_open' && token.tag === 'h2') {
      const heading = plainText(tokens[at + 1]!);
      const parts = HEADING.exec(heading);
      if (!parts) throw new Error(`changelog heading "${heading}" is not "## YYYY-MM-DD — Title"`);
      const date = parts[1]!;
      const title = parts[2]!;
      entries.push({ id: `${date}-${slug(title)}`, date, titles: { en: title }, body: [] });
      continue;
    }
    const entry = entries.at(-1);
    if (!entry || token.type !== 'inline' || tokens[at - 1]?.type !== 'paragraph_open') continue;
    const text = plainText(token);
    const inItem = tokens[at - 2]?.type === 'list_item_open';
    const lines = text.split('\n');
    if (!inItem && entry.body.length === 0 && lines.every((line) => TRANSLATION.test(line))) {
      for (const line of lines) {
        const [, language = '', translated = ''] = TRANSLATION.exec(line) ?? [];
        if (!LANGUAGES.has(language)) throw new Error(`changelog entry "${entry.titles.en}" names an unknown language "${language}"`);
        entry.titles[language] = translated.trim();
      }
      continue;
    }
    entry.body.push({ kind: inItem ? 'item' : 'paragraph', text: text.replace(/\s*\n\s*/g, ' ') });
  }
  return entries.sort((a, b) => b.date.localeCompare(a.date));
}

/** An inline token's words without Markdown: emphasis and code marks dropped, links as their text. */
function plainText(inline: Token): string {
  return (inline.children ?? []).map((child) => (child.type === 'softbreak' || child.type === 'hardbreak' ? '\n' : child.content)).join('').trim();
}

function slug(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '').slice(0, 60);
}

let cached: Promise<ChangelogEntry[]> | undefined;

/** The repository's changelog, read once; an instance without the file has no entries. */
export function changelogEntries(): Promise<ChangelogEntry[]> {
  cached ??= readFile(CHANGELOG_FILE, 'utf8').then(parseChangelog, (error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return cached;
}
