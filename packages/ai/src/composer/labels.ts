import type { LanguageId } from '@folio/contracts';
import { localeFor } from './locales/index.ts';

/** The few words the composer writes around the documents' own: each language's are in `locales/`. */
export interface Labels {
  agenda: string;
  keyTakeaways: string;
  thanks: string;
  questions: string;
  inNumbers: string;
  inDetail: string;
  /** Leads the speaker notes of an outline slide: what the presenter could cover there. */
  toCover: string;
  /** Leads the list of a document's sections no slide shows, in the agenda's notes. */
  notShown: string;
  untitled: string;
  part: string;
  source: string;
  forAudience: string;
}

export function labelsFor(language: LanguageId | undefined): Labels {
  return localeFor(language).labels;
}
