import { useCallback, useEffect, useRef, useState } from 'react';
import { projectApi, type ProjectSummary } from '../api/folio-api.ts';
import { showApiError } from '../errors/show-api-error.ts';

/** One page of the list; the next loads when the end of the grid scrolls into view. */
const PAGE_SIZE = 24;

export interface ProjectList {
  projects: ProjectSummary[];
  loading: boolean;
  done: boolean;
  loadMore(): void;
  reload(): void;
}

/** The user's projects (in a folder, or trashed), fetched page by page for lists of hundreds. */
export function useProjectList(filter: { folderId?: string; trashed?: boolean }): ProjectList {
  const [projects, setProjects] = useState<ProjectSummary[]>([]);
  const [loading, setLoading] = useState(false);
  const [done, setDone] = useState(false);
  const [generation, setGeneration] = useState(0);
  const page = useRef(0);
  const inFlight = useRef(false);

  const fetchPage = useCallback(
    async (reset: boolean) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setLoading(true);
      const next = reset ? 1 : page.current + 1;
      try {
        const result = await projectApi.list({ page: next, size: PAGE_SIZE, folderId: filter.folderId, status: filter.trashed ? 3 : undefined });
        page.current = next;
        // Edits between pages shift the offsets; an id already shown is not shown twice.
        setProjects((current) => (reset ? result.list : [...current, ...result.list.filter((item) => !current.some((known) => known.id === item.id))]));
        setDone((next - 1) * PAGE_SIZE + result.list.length >= result.total || result.list.length < PAGE_SIZE);
      } catch (error) {
        showApiError(error);
        setDone(true);
      } finally {
        inFlight.current = false;
        setLoading(false);
      }
    },
    [filter.folderId, filter.trashed],
  );

  useEffect(() => {
    setProjects([]);
    setDone(false);
    page.current = 0;
    inFlight.current = false;
    void fetchPage(true);
  }, [fetchPage, generation]);

  return {
    projects,
    loading,
    done,
    loadMore: () => void fetchPage(false),
    reload: () => setGeneration((value) => value + 1),
  };
}
