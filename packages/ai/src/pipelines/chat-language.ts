import type { ProjectDocument } from '@folio/layout';
import type { LanguageId } from '@folio/contracts';
import { languageOf } from '../composer/locales/language-of.ts';
import { pageText } from './speaker-notes.ts';

/**
 * The language the offline chat replies in: the instruction's, when its words tell, since the
 * reply answers the person who just wrote it; else the deck's as the request names it; else the
 * language its slides are written in (an instruction such as "slide 3 → dark" tells nothing);
 * else English.
 */
export function chatLanguage(request: { instruction: string; document: ProjectDocument; language?: LanguageId | undefined }): LanguageId {
  const said = languageOf(request.instruction);
  if (said) return said;
  if (request.language && request.language !== 'auto') return request.language;
  const deck = request.document.pages.flatMap((page) => pageText(page)).join('\n').slice(0, 4000);
  return languageOf(deck) ?? 'en';
}
