/**
 * What the deck checks report: one finding per problem, on a page and, where the problem sits
 * in one block, on that block. Codes are stable (the editor words them per language, tests
 * and the generation stream name them); the fields after them are what a message needs.
 */

export type Severity = 'error' | 'warning' | 'info';

interface On {
  pageId: string;
  blockId?: string;
  severity: Severity;
}

export type DeckFinding = On &
  (
    | {
        /** The page's content is taller than the slide: what runs past its foot is not shown. `blockId`: the first block that does. */
        code: 'overflow';
        /** px the content is taller than the slide. */
        by: number;
      }
    | {
        /** Text reaches past the slide's edge, or past the area its block is clipped to: part of it is not shown. */
        code: 'text-clipped';
        blockId: string;
        text: string;
      }
    | {
        /** Text of one block is drawn over another block. */
        code: 'text-overlap';
        blockId: string;
        otherBlockId: string;
        text: string;
      }
    | {
        /** Text drawn smaller than MIN_READABLE_PX. */
        code: 'small-text';
        blockId: string;
        /** px, the smallest size drawn in the block. */
        size: number;
        min: number;
        text: string;
      }
    | {
        /** Text whose colour is too close to what it is drawn on (WCAG 2.x contrast ratio). */
        code: 'low-contrast';
        blockId: string;
        /** The lowest ratio in the block, to two decimals. */
        ratio: number;
        /** 4.5 for body-size text, 3 for large text. */
        needed: number;
        text: string;
      }
    | {
        /** An empty paragraph still carrying its hint: the editor shows the hint, every export an empty space. */
        code: 'leftover-hint';
        blockId: string;
        hint: string;
      }
    | {
        /** Text that is an instruction to the author, e.g. "[Add your points here]" or lorem ipsum. */
        code: 'placeholder-text';
        blockId: string;
        text: string;
      }
    | {
        /** Text that ends in "…" or "...": a sentence cut to fit. */
        code: 'cut-text';
        blockId: string;
        text: string;
      }
    | {
        /** The same picture as on an earlier slide. */
        code: 'repeated-picture';
        /** The earlier page showing it first. */
        firstPageId: string;
      }
    | {
        /** Nothing is shown on the slide but its background. */
        code: 'empty-slide';
      }
  );

export type FindingCode = DeckFinding['code'];

/** Every code, in the order a slide's findings are listed: what breaks the slide first. */
export const FINDING_CODES = [
  'overflow',
  'text-clipped',
  'text-overlap',
  'empty-slide',
  'placeholder-text',
  'leftover-hint',
  'cut-text',
  'low-contrast',
  'small-text',
  'repeated-picture',
] as const satisfies readonly FindingCode[];

/**
 * Errors break what the audience sees in every export (content cut off, text over text,
 * instructions on the slide); warnings make a slide worse to read or look unfinished; info is
 * worth a look.
 */
export const SEVERITY: { readonly [C in FindingCode]: Severity } = {
  overflow: 'error',
  'text-clipped': 'error',
  'text-overlap': 'error',
  'placeholder-text': 'error',
  'empty-slide': 'warning',
  'leftover-hint': 'warning',
  'cut-text': 'warning',
  'low-contrast': 'warning',
  'small-text': 'warning',
  'repeated-picture': 'info',
};

/** A slide's findings in FINDING_CODES order, then page order of their blocks as found. */
export function byImportance(findings: readonly DeckFinding[]): DeckFinding[] {
  const rank = (finding: DeckFinding) => FINDING_CODES.indexOf(finding.code);
  return findings.map((finding, index) => ({ finding, index })).sort((a, b) => rank(a.finding) - rank(b.finding) || a.index - b.index).map(({ finding }) => finding);
}
