import { POSITION_DIRECTIVE } from './layout-directive.ts';

/**
 * Edits the drawing makes to the diagram's text in place, so the person's own lines, order and
 * comments stay as they wrote them: a dragged node's `%% position:` line, and nodes and links
 * added at the end. (Renaming and deleting rewrite the text from the diagram: a label or a link
 * can sit in any line, inside a chain.)
 */

/** The node's position line set to `at`, or added at the end. */
export function withPosition(source: string, id: string, at: { x: number; y: number }): string {
  const line = `%% position: ${id} ${Math.round(at.x)} ${Math.round(at.y)}`;
  const lines = source.split('\n');
  const index = lines.findIndex((each) => POSITION_DIRECTIVE.exec(each)?.[1] === id);
  if (index < 0) return withLines(source, [line]);
  lines[index] = line;
  return lines.join('\n');
}

/** Every position line removed: each node back where the automatic layout puts it. */
export function withoutPositions(source: string): string {
  return source
    .split('\n')
    .filter((line) => !POSITION_DIRECTIVE.test(line))
    .join('\n');
}

export function withLines(source: string, lines: string[]): string {
  return [source.replace(/\s+$/, ''), ...lines].join('\n');
}
