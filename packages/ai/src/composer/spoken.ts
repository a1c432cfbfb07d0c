/** Lines said aloud, as speaker notes: each a sentence ending in a full stop, one after another. */
export function spoken(lines: readonly string[]): string {
  return lines
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => (/[.!?…。！？]["”»’)]?$/u.test(line) ? line : `${line.replace(/[,;:—–-]+$/, '')}.`))
    .join(' ');
}
