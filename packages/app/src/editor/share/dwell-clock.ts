/** Longest stretch counted at once: a laptop asleep on one slide did not spend the night reading it. */
const LONGEST_STRETCH_MS = 10 * 60_000;

/**
 * Time a viewer spends on each slide, from the clock it is given (the share page passes
 * performance.now; tests pass their own). `look` says which slide is in view now (null: none,
 * e.g. the tab is hidden); `take` hands over what was gathered since the last take.
 */
export class DwellClock {
  private slide: number | null = null;
  private since: number;
  private readonly gathered = new Map<number, number>();

  constructor(private readonly now: () => number) {
    this.since = now();
  }

  look(slide: number | null): void {
    this.settle();
    this.slide = slide;
  }

  /** Whole milliseconds per slide since the last take, slides with none left out. */
  take(): { slide: number; ms: number }[] {
    this.settle();
    const taken = [...this.gathered].map(([slide, ms]) => ({ slide, ms: Math.min(Math.round(ms), LONGEST_STRETCH_MS) })).filter((entry) => entry.ms > 0);
    this.gathered.clear();
    return taken.sort((a, b) => a.slide - b.slide);
  }

  private settle(): void {
    const now = this.now();
    if (this.slide !== null) this.gathered.set(this.slide, (this.gathered.get(this.slide) ?? 0) + now - this.since);
    this.since = now;
  }
}
