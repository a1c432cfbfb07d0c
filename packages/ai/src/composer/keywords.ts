import type { Reference } from '@folio/contracts';
import { keywordsOf } from '@folio/layout';

export function referenceKeywords(references: readonly Reference[], count = 8): string[] {
  return keywordsOf(
    references.flatMap((reference) => reference.sections.map((section) => ({ heading: section.heading, text: section.paragraphs.join(' ') }))),
    count,
  );
}
