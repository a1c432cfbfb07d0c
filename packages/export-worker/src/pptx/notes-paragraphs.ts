const NOTES_RUN = /<a:p><a:r>(<a:rPr\b[^>]*\/>)<a:t>([^<]*)<\/a:t><\/a:r>(<a:endParaRPr\b[^>]*\/>)<\/a:p>/g;

/**
 * Speaker notes as paragraphs: pptxgenjs writes the notes text as one paragraph whose line
 * feeds stay raw characters inside `<a:t>`, which PowerPoint shows as one run-on block (and
 * Keynote as odd breaks). Each script and each of its lines becomes a paragraph of its own;
 * the blank lines between scripts go, the paragraphs already part them. Edits the XML parts in place.
 */
export function notesParagraphs(xml: Record<string, string>): void {
  for (const path of Object.keys(xml)) {
    if (!/^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(path)) continue;
    xml[path] = xml[path]!.replace(NOTES_RUN, (paragraph, properties: string, text: string, end: string) => {
      const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
      if (lines.length < 2) return paragraph;
      return lines.map((line) => `<a:p><a:r>${properties}<a:t>${line}</a:t></a:r>${end}</a:p>`).join('');
    });
  }
}
