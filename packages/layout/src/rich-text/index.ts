export { applyTextEdit, emptyParagraph } from './apply-text-edit.ts';
export { blockOffset, blockText, locate, paragraphText, type ParagraphOffset } from './block-text.ts';
export { deltaToParagraphs, editToDelta, paragraphsToDelta, type DeltaAttributes, type DeltaOp } from './delta.ts';
export { marksAt } from './spans.ts';
export { TextEditError, type MarksPatch, type ParagraphAttrs, type ParagraphPatch, type TextEdit } from './text-edit.ts';
