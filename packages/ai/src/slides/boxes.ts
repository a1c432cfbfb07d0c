/**
 * What the slide builder's boxes hold (build-page.ts): the longest line, characters a wrapped
 * line, wrapped lines in the box. The composer and the model path fit text to these, and the
 * builder lays it out in them, so nothing is cut twice.
 */
export const BOX = {
  bullets: { chars: 150, perLine: 60, maxLines: 12 },
  lead: { chars: 130 },
  bulletsUnderLead: { chars: 120, perLine: 60, maxLines: 9 },
  column: { chars: 90, perLine: 45, maxLines: 10 },
  chartNotes: { chars: 100, perLine: 30, maxLines: 12 },
  closing: { chars: 150, perLine: 90, maxLines: 6 },
  /** Under a figure, at caption size: three lines in a row of three, more in a row of four. */
  statDetail: { chars: 140 },
  subtitle: { chars: 110 },
  agenda: { chars: 44 },
};

/** A stat label's characters: one line in a grid of five or six (rows of three), two in a row of four, two wider ones in a row of three or fewer. */
export function statLabelChars(count: number): number {
  return count > 4 ? 26 : count === 4 ? 36 : 48;
}
