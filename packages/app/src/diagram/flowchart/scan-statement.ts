export type Shape = 'rect' | 'rounded' | 'ellipse' | 'diamond';

export interface NodeToken {
  id: string;
  /** Only when the statement gives one: a bare `A` keeps an earlier label. */
  label?: string;
  shape?: Shape;
}

export interface EdgeToken {
  directed: boolean;
  label?: string;
}

export type ScanResult =
  | { ok: true; nodes: NodeToken[]; edges: EdgeToken[] }
  | { ok: false; error: 'syntax' | 'unclosed'; near: string };

/** Longest openers first, so `((` is not read as `(`. */
const OPENERS: [string, string, Shape][] = [
  ['((', '))', 'ellipse'],
  ['([', '])', 'rounded'],
  ['[', ']', 'rect'],
  ['(', ')', 'rounded'],
  ['{', '}', 'diamond'],
];
const ID = /[\p{L}\p{N}_]+/uy;
/** Sticky and without nested repetition: each runs in time linear in the line. */
const ARROW = /(?:-{2,}>|-\.+->|={2,}>)/y;
const OPEN_LINK = /(?:-{3,}|-\.+-|={3,})/y;
const SPACE = /\s*/y;

/**
 * One statement: a node, or nodes joined by links (`A --> B -->|yes| C`). Hand-scanned
 * rather than one big pattern, so hostile input cannot make a regular expression backtrack.
 */
export function scanStatement(statement: string): ScanResult {
  let at = 0;
  const nodes: NodeToken[] = [];
  const edges: EdgeToken[] = [];
  const skipSpace = () => {
    SPACE.lastIndex = at;
    SPACE.exec(statement);
    at = SPACE.lastIndex;
  };
  const near = () => statement.slice(at, at + 40) || statement.slice(-40);

  for (;;) {
    skipSpace();
    ID.lastIndex = at;
    const id = ID.exec(statement);
    if (!id) return { ok: false, error: 'syntax', near: near() };
    at = ID.lastIndex;
    const node: NodeToken = { id: id[0] };
    const opener = OPENERS.find(([open]) => statement.startsWith(open, at));
    if (opener) {
      const [open, close, shape] = opener;
      const label = readLabel(statement, at + open.length, close);
      if (!label) return { ok: false, error: 'unclosed', near: near() };
      node.label = label.text || node.id;
      node.shape = shape;
      at = label.end;
    }
    nodes.push(node);
    skipSpace();
    if (at >= statement.length) return { ok: true, nodes, edges };
    const link = readLink(statement, at);
    if (!link) return { ok: false, error: 'syntax', near: near() };
    edges.push(link.edge);
    at = link.end;
  }
}

/** A label up to its closer; a quoted label may hold the closer's characters. */
function readLabel(text: string, start: number, close: string): { text: string; end: number } | null {
  if (text[start] === '"') {
    const quote = text.indexOf('"', start + 1);
    if (quote < 0 || !text.startsWith(close, quote + 1)) return null;
    return { text: cleanLabel(text.slice(start + 1, quote)), end: quote + 1 + close.length };
  }
  const end = text.indexOf(close, start);
  if (end < 0) return null;
  return { text: cleanLabel(text.slice(start, end)), end: end + close.length };
}

function readLink(text: string, start: number): { edge: EdgeToken; end: number } | null {
  for (const [pattern, directed] of [[ARROW, true], [OPEN_LINK, false]] as const) {
    pattern.lastIndex = start;
    if (!pattern.exec(text)) continue;
    let end = pattern.lastIndex;
    SPACE.lastIndex = end;
    SPACE.exec(text);
    if (text[SPACE.lastIndex] === '|') {
      const close = text.indexOf('|', SPACE.lastIndex + 1);
      if (close < 0) return null;
      const label = cleanLabel(text.slice(SPACE.lastIndex + 1, close).replace(/^"|"$/g, ''));
      return { edge: label ? { directed, label } : { directed }, end: close + 1 };
    }
    return { edge: { directed }, end };
  }
  // `A -- label --> B` and `A == label ==> B`: the label sits inside the link.
  for (const [lead, arrow, open] of [['--', '-->', '---'], ['==', '==>', '===']] as const) {
    if (!text.startsWith(lead, start) || !/\s/.test(text[start + 2] ?? '')) continue;
    const arrowAt = text.indexOf(arrow, start + 3);
    const openAt = text.indexOf(open, start + 3);
    const stop = arrowAt < 0 ? openAt : openAt < 0 ? arrowAt : Math.min(arrowAt, openAt);
    if (stop < 0) return null;
    const label = cleanLabel(text.slice(start + 3, stop));
    const directed = stop === arrowAt;
    return { edge: label ? { directed, label } : { directed }, end: stop + 3 };
  }
  return null;
}

/** Mermaid's `<br>` breaks a line; the block wraps labels itself, so it becomes a space. Control characters go. */
function cleanLabel(text: string): string {
  return text
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, (ch) => (ch === '\u200d' || ch === '\u200c' ? ch : ' '))
    .replace(/\s+/g, ' ')
    .trim();
}
