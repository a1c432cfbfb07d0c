/**
 * Groups take the palette in forcegraph.css (`--fg-group-0` … `--fg-group-7`), chosen to keep
 * 3:1 contrast against the surface in both themes. Past eight groups the colours repeat.
 */
export const GROUP_COLOURS = 8;

/** The palette slot of each group, in order of first appearance. */
export function groupSlots(groups: readonly (string | undefined)[]): Map<string, number> {
  const slots = new Map<string, number>();
  for (const group of groups) if (group !== undefined && !slots.has(group)) slots.set(group, slots.size % GROUP_COLOURS);
  return slots;
}

export function groupColour(slot: number | undefined): string {
  return slot === undefined ? 'var(--accent)' : `var(--fg-group-${slot})`;
}
