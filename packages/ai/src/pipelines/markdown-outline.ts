/**
 * What a small model that ignores the JSON it was asked for writes instead: a Markdown
 * outline ("# Title", "## Slide 1: …", "- point", "1. **Intro** – …"). Read as the storyline
 * items or the bullet slides it stands for, so the person gets the model's content rather
 * than an error; undefined when the text is not an outline.
 */
interface OutlineSection {
  heading: string;
  level: number;
  points: string[];
}

/** Headings with the list items under each; list items before any heading go under an empty one. */
function sections(text: string): OutlineSection[] {
  const out: OutlineSection[] = [];
  for (const line of text.split('\n')) {
    const heading = /^\s*(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    const point = /^\s*(?:[-*•+]|\d+[.)])\s+(.+)$/.exec(line);
    if (heading) out.push({ heading: clean(heading[2]!), level: heading[1]!.length, points: [] });
    else if (point) {
      if (out.length === 0) out.push({ heading: '', level: 0, points: [] });
      out.at(-1)!.points.push(clean(point[1]!));
    }
  }
  return out.filter((section) => section.heading || section.points.length > 0);
}

/** Emphasis, link syntax and "Slide 3:" labels off; "**Intro** – what it is" as "Intro: what it is". */
function clean(text: string): string {
  return text
    .replace(/^(?:slide|folie|diapositive|diapositiva)\s*\d+\s*[:.–—-]\s*/i, '')
    .replace(/^\*\*(.+?)\*\*\s*[–—:-]\s*/, '$1: ')
    .replace(/\*\*|__|`/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\s+[–—]\s+/g, ': ')
    .trim();
}

/** Storyline items: the list items of an outline that is one list, else its headings below the title. */
export function outlineItems(text: string): string[] | undefined {
  const found = sections(text);
  const points = found.flatMap((section) => section.points);
  const headings = found.filter((section) => section.level >= 2).map((section) => section.heading);
  if (headings.length >= 2) return headings;
  if (points.length >= 2) return points;
  return undefined;
}

/** Slides of an outline: a cover from its first section, bullets for sections with points, a section slide for those without. */
export function outlineSlides(text: string): Array<Record<string, unknown>> | undefined {
  const found = sections(text);
  // The document's own title ("# Deck") heads the deck only when the slides are headed one level below.
  const slides = found.some((section) => section.level >= 2) ? found.filter((section) => section.level !== 1 || section.points.length > 0) : found;
  if (slides.length === 0 || slides.every((section) => !section.heading)) return undefined;
  return slides.map((section, index) => {
    if (index === 0 && slides.length > 1) return { layout: 'title', title: section.heading, ...(section.points[0] ? { subtitle: section.points[0] } : {}) };
    if (section.points.length === 0) return { layout: 'section', title: section.heading };
    if (index === slides.length - 1 && slides.length > 1 && section.points.length <= 2) return { layout: 'closing', title: section.heading, bullets: section.points };
    return { layout: 'bullets', title: section.heading, bullets: section.points };
  });
}
