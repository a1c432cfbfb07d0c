import { chaptersOf } from '../composer/chapters.ts';
import { keySentences } from '../composer/summarise.ts';
import type { Reference } from '@folio/contracts';

const DIGEST_CHARS = 12_000;

/**
 * What a model is told about the references: per chapter its title, key sentences, numbers
 * and first table, cut to a budget that fits small context windows (8k-token local models).
 */
export function referenceDigest(references: readonly Reference[]): string {
  if (references.length === 0) return '';
  const parts: string[] = [];
  for (const chapter of chaptersOf(references)) {
    const lines = [`## ${chapter.title} (from ${chapter.source})`, ...keySentences(chapter.paragraphs, 4).map((sentence) => `- ${sentence}`)];
    if (chapter.numbers.length > 0) lines.push(`Numbers: ${chapter.numbers.slice(0, 6).map((fact) => `${fact.display} ${fact.label}`).join('; ')}`);
    const table = chapter.tables[0];
    if (table) lines.push(`Table:\n${table.slice(0, 10).map((row) => `| ${row.join(' | ')} |`).join('\n')}`);
    parts.push(lines.join('\n'));
  }
  const digest = parts.join('\n\n');
  return digest.length > DIGEST_CHARS ? `${digest.slice(0, DIGEST_CHARS)}\n…` : digest;
}

export function optionLines(options: { slideCount?: number | undefined; language: string; audience?: string | undefined; tone?: string | undefined }): string {
  return [
    options.slideCount ? `Number of slides: ${options.slideCount}` : '',
    options.language !== 'auto' ? `Language of all text: ${options.language}` : 'Language: the language of the request',
    options.audience ? `Audience: ${options.audience}` : '',
    options.tone ? `Tone: ${options.tone}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}
