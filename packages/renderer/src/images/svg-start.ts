const SPACE = /\s/;

/**
 * Whether a file's text starts as an SVG document does: an optional byte-order mark and XML
 * declaration, comments and a doctype, then an `<svg` element. Uploads, the editor and exports
 * all tell an SVG by this. It is a scan rather than the pattern it replaces, which backtracked
 * exponentially over repeated comments and doctypes: a 1 KB upload held the server's thread.
 */
export function startsAsSvg(text: string): boolean {
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const skipSpace = () => {
    while (at < text.length && SPACE.test(text[at]!)) at++;
  };
  const skipPast = (end: string, from: number) => {
    const found = text.indexOf(end, from);
    at = found < 0 ? -1 : found + end.length;
    return found >= 0;
  };
  skipSpace();
  if (startsWithCaseless(text, at, '<?xml') && !skipPast('>', at)) return false;
  for (;;) {
    skipSpace();
    if (text.startsWith('<!--', at)) {
      if (!skipPast('-->', at + 4)) return false;
    } else if (startsWithCaseless(text, at, '<!doctype')) {
      if (!skipPast('>', at)) return false;
    } else break;
  }
  return startsWithCaseless(text, at, '<svg') && (text[at + 4] === '>' || SPACE.test(text[at + 4] ?? ''));
}

function startsWithCaseless(text: string, at: number, prefix: string): boolean {
  return text.slice(at, at + prefix.length).toLowerCase() === prefix;
}
