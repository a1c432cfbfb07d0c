/**
 * The diagram's layout and direction, kept in its text so the text stays the whole diagram:
 * the direction is the header's (`graph TD` / `graph LR`), the layout a comment line
 * `%% layout: cycle` that Mermaid itself ignores. Without one the parser chooses.
 */
export type LayoutChoice = 'auto' | 'flow' | 'tree' | 'cycle';

export const LAYOUT_DIRECTIVE = /^\s*%%\s*layout\s*:\s*(flow|tree|cycle)\s*$/i;
/**
 * Where a node was dragged on the drawing, also a comment line: `%% position: A 120 80`, the
 * node's centre 120 px right of the diagram's middle and 80 px below its top (the diagram
 * block's `at`). Ids here are the text's own, which the syntax keeps to letters, digits and `_`.
 */
export const POSITION_DIRECTIVE = /^\s*%%\s*position\s*:\s*([\p{L}\p{N}_]+)\s+(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)\s*$/iu;
const HEADER_LINE = /^(\s*(?:graph|flowchart))(?:\s+(?:TD|TB|BT|LR|RL))?(\s*(?:;.*)?)$/i;

export function layoutChoice(source: string): LayoutChoice {
  for (const line of source.split(/\r\n|\r|\n/)) {
    const match = LAYOUT_DIRECTIVE.exec(line);
    if (match) return match[1]!.toLowerCase() as LayoutChoice;
  }
  return 'auto';
}

/** The text with its layout line set to `choice` (after the header), or removed for 'auto'. */
export function withLayout(source: string, choice: LayoutChoice): string {
  const lines = source.split('\n').filter((line) => !LAYOUT_DIRECTIVE.test(line));
  if (choice === 'auto') return lines.join('\n');
  const header = lines.findIndex((line) => HEADER_LINE.test(line));
  lines.splice(header + 1, 0, `%% layout: ${choice}`);
  return lines.join('\n');
}

/** The text with its header's direction set, or a header added when there is none. */
export function withDirection(source: string, direction: 'TD' | 'LR'): string {
  const lines = source.split('\n');
  const header = lines.findIndex((line) => HEADER_LINE.test(line));
  if (header < 0) return [`graph ${direction}`, ...lines].join('\n');
  lines[header] = lines[header]!.replace(HEADER_LINE, (_, start: string, rest: string) => `${start} ${direction}${rest}`);
  return lines.join('\n');
}
