import { contentNodes, type Page } from '@folio/layout';
import { blockTexts, isVisibleText, showsSomething } from './block-texts.ts';
import { SEVERITY, type DeckFinding } from './finding.ts';

/**
 * Text meant for the author, not the audience: a bracketed instruction of two words or more
 * ("[Add your points here]", "【在此添加要点】": four letters or more where words are not spaced),
 * lorem ipsum, and the stock instructions of slide templates. "[1]", "[sic]" and "[…]" are kept.
 */
const BRACKETED = /[[【〔［]\s*([^\]】〕］\n]*)[\]】〕］]/gu;
const INSTRUCTION = /\blorem ipsum\b|\b(?:click|tap) (?:here )?to add\b|\breplace (?:the|this) text\b|\byour (?:text|title|points?|content) here\b|\badd your [\p{L} ]{1,30} here\b/iu;

/** Scripts written without spaces between words, where a bracketed instruction is one "word". */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/gu;

/** A sentence cut to fit: an ellipsis at its end, before any closing quote or bracket. */
const CUT = /(?:…|\.{3,})[\s"'”’»)\]]*$/u;

/** What is wrong with a page's words, read from its blocks (no layout needed). */
export function contentFindings(page: Page): DeckFinding[] {
  const findings: DeckFinding[] = [];
  const on = { pageId: page.id };
  const nodes = contentNodes(page.layout);
  for (const node of nodes) {
    const blockId = node.id;
    if (node.content.kind === 'text') {
      for (const paragraph of node.content.paragraphs) {
        const text = paragraph.spans.map((span) => span.text).join('');
        if (paragraph.hint !== undefined && !isVisibleText(text)) {
          findings.push({ ...on, blockId, code: 'leftover-hint', severity: SEVERITY['leftover-hint'], hint: paragraph.hint });
          break;
        }
      }
    }
    const texts = blockTexts(node.content).map((text) => text.trim()).filter(isVisibleText);
    const placeholder = texts.find(isPlaceholder);
    if (placeholder !== undefined) findings.push({ ...on, blockId, code: 'placeholder-text', severity: SEVERITY['placeholder-text'], text: placeholder });
    const cut = texts.find((text) => CUT.test(text));
    if (cut !== undefined) findings.push({ ...on, blockId, code: 'cut-text', severity: SEVERITY['cut-text'], text: cut });
  }
  if (page.background?.image === undefined && !nodes.some((node) => showsSomething(node.content))) {
    findings.push({ ...on, code: 'empty-slide', severity: SEVERITY['empty-slide'] });
  }
  return findings;
}

export function isPlaceholder(text: string): boolean {
  if (INSTRUCTION.test(text)) return true;
  for (const match of text.matchAll(BRACKETED)) {
    const inner = match[1]!;
    // Instructions are words; brackets holding code, sets or nested brackets are not.
    if (!/^[\p{L}\p{M}\s,.'’!?:…-]+$/u.test(inner)) continue;
    const words = inner.split(/\s+/).filter((word) => /\p{L}/u.test(word));
    if (words.length >= 2) return true;
    if ((inner.match(UNSPACED)?.length ?? 0) >= 4) return true;
  }
  return false;
}
