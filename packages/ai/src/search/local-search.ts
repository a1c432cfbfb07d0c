import type { Reference, ReferenceCard } from '@folio/contracts';
import { condense, overlap, splitSentences } from '../text/text-tools.ts';
import type { SearchProvider, SearchQuery } from './search-provider.ts';

/** A project of the user's as search sees it: its title and the text of its pages. */
export interface SearchableProject {
  id: string;
  title: string;
  text: string;
}

/** One of the user's references, with the upload it was extracted from when there is one. */
export type SearchableReference = Reference & { uploadId?: number | undefined };

/** A found passage is handed over as a reference of its own: enough for a generation, small enough for a card. */
const PASSAGE_CHARS = 6000;

/**
 * The default search when no search engine is configured: the user's own references and
 * projects, ranked by how many of the query's words each section holds. Each card carries
 * the passage it found as a Reference, so the app can generate from it without another call.
 */
export class LocalSearch implements SearchProvider {
  readonly name = 'local';

  constructor(private readonly sources: { references: readonly SearchableReference[]; projects: readonly SearchableProject[] }) {}

  async search(query: SearchQuery): Promise<ReferenceCard[]> {
    const found: Array<ReferenceCard & { score: number }> = [];
    for (const reference of this.sources.references) {
      for (const section of reference.sections) {
        const text = [section.heading, ...section.paragraphs].join(' ');
        const score = overlap(query.query, text);
        if (score === 0) continue;
        const best = splitSentences(section.paragraphs.join(' ')).sort((a, b) => overlap(query.query, b) - overlap(query.query, a))[0] ?? section.heading;
        const title = section.heading ? `${reference.title} — ${section.heading}` : reference.title;
        found.push({
          title: title.slice(0, 500),
          snippet: condense(best, 300),
          origin: 'reference',
          score,
          citation: reference.source.name.slice(0, 700),
          ...(reference.source.kind === 'url' ? { url: reference.source.name } : {}),
          ...(reference.uploadId !== undefined ? { uploadId: reference.uploadId } : {}),
          reference: { title: reference.title, source: reference.source, sections: [{ ...section, paragraphs: cut(section.paragraphs) }] },
        });
      }
    }
    for (const project of this.sources.projects) {
      const score = overlap(query.query, `${project.title} ${project.text}`);
      if (score === 0) continue;
      const title = (project.title || 'Untitled').slice(0, 500);
      found.push({
        title,
        snippet: condense(project.text, 300),
        origin: 'project',
        url: `/presentation/${project.id}`,
        projectId: project.id,
        citation: title.slice(0, 700),
        score,
        reference: { title, source: { kind: 'text', name: title }, sections: [{ heading: title, level: 1, paragraphs: cut(project.text.split(/\n+/)), tables: [], numbers: [] }] },
      });
    }
    return found
      .sort((a, b) => b.score - a.score)
      .slice(0, query.limit ?? 10)
      .map(({ score: _score, ...card }) => card);
  }
}

function cut(paragraphs: readonly string[]): string[] {
  const kept: string[] = [];
  let size = 0;
  for (const paragraph of paragraphs) {
    if (!paragraph.trim()) continue;
    if (size + paragraph.length > PASSAGE_CHARS) break;
    kept.push(paragraph);
    size += paragraph.length;
  }
  return kept.length > 0 ? kept : paragraphs.slice(0, 1).map((paragraph) => paragraph.slice(0, PASSAGE_CHARS));
}
