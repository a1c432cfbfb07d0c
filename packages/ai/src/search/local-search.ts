import type { Reference } from '../references/reference.ts';
import { condense, overlap, splitSentences } from '../text/text-tools.ts';
import type { ReferenceCard, SearchProvider, SearchQuery } from './search-provider.ts';

/** A project of the user's as search sees it: its title and the text of its pages. */
export interface SearchableProject {
  id: string;
  title: string;
  text: string;
}

/**
 * The default search when no search engine is configured: the user's own references and
 * projects, ranked by how many of the query's words each section holds.
 */
export class LocalSearch implements SearchProvider {
  readonly name = 'local';

  constructor(private readonly sources: { references: readonly Reference[]; projects: readonly SearchableProject[] }) {}

  async search(query: SearchQuery): Promise<ReferenceCard[]> {
    const found: Array<ReferenceCard & { score: number }> = [];
    for (const reference of this.sources.references) {
      for (const section of reference.sections) {
        const text = [section.heading, ...section.paragraphs].join(' ');
        const score = overlap(query.query, text);
        if (score === 0) continue;
        const best = splitSentences(section.paragraphs.join(' ')).sort((a, b) => overlap(query.query, b) - overlap(query.query, a))[0] ?? section.heading;
        found.push({ title: section.heading ? `${reference.title} — ${section.heading}` : reference.title, snippet: condense(best, 300), origin: 'reference', score, ...(reference.source.kind === 'url' ? { url: reference.source.name } : {}) });
      }
    }
    for (const project of this.sources.projects) {
      const score = overlap(query.query, `${project.title} ${project.text}`);
      if (score > 0) found.push({ title: project.title, snippet: condense(project.text, 300), origin: 'project', url: `/presentation/${project.id}`, score });
    }
    return found
      .sort((a, b) => b.score - a.score)
      .slice(0, query.limit ?? 10)
      .map(({ score: _score, ...card }) => card);
  }
}
