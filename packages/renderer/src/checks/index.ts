export { checkDeck, checkPage, deckFindings, type CheckSource, type PageCheck } from './check-deck.ts';
export { FINDING_CODES, SEVERITY, byImportance, type DeckFinding, type FindingCode, type Severity } from './finding.ts';
export { MIN_READABLE_PX } from './thresholds.ts';
