import type { GenerationOptions, Reference } from '@folio/contracts';
import { languageOf } from '../composer/locales/language-of.ts';

/**
 * The options as the built-in composer writes with them. 'auto' asks for the language of the
 * request (the generation screen's default): the language the prompt is written in, else the
 * documents; English when neither tells. A model reads 'auto' itself.
 */
export function composerOptions(options: GenerationOptions, prompt: string, references: readonly Reference[]): GenerationOptions {
  if (options.language !== 'auto') return options;
  const documents = () => references.flatMap((reference) => [reference.title, ...reference.sections.flatMap((section) => [section.heading, ...section.paragraphs])]).join('\n').slice(0, 4000);
  return { ...options, language: languageOf(prompt.trim()) ?? languageOf(documents()) ?? 'en' };
}
