const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const words = new Intl.Segmenter(undefined, { granularity: 'word' });

/**
 * Where Backspace and Delete stop in a block's text, by grapheme (an emoji with its modifiers,
 * a letter with its combining marks is one step) or by word, as a word processor deletes.
 */
export function previousBoundary(text: string, at: number, unit: 'char' | 'word'): number {
  let last = 0;
  if (unit === 'char') {
    for (const { index } of graphemes.segment(text)) {
      if (index >= at) break;
      last = index;
    }
    return last;
  }
  for (const { index, isWordLike } of words.segment(text)) {
    if (index >= at) break;
    if (isWordLike || text[index] === '\n') last = index;
  }
  return last;
}

export function nextBoundary(text: string, at: number, unit: 'char' | 'word'): number {
  const segmenter = unit === 'char' ? graphemes : words;
  for (const segment of segmenter.segment(text)) {
    const end = segment.index + segment.segment.length;
    if (end <= at) continue;
    if (unit === 'char' || segment.isWordLike || segment.segment === '\n') return end;
  }
  return text.length;
}
