import { useEffect, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { projectApi } from '../../api/folio-api.ts';
import type { SessionStatus } from './editor-session.ts';

/** §8 answers meaning the project is not there for this user: gone, someone else's, or no project id at all. */
const MISSING = new Set([-4, -2]);

/**
 * Whether the project cannot be opened. The collaboration socket is refused for a missing or
 * someone else's project, which a browser cannot tell from a dropped connection, so once it
 * fails before the project has loaded, project/get is asked once for the reason.
 */
export function useProjectMissing(projectId: string, status: SessionStatus | null): boolean {
  const [missing, setMissing] = useState(false);
  const failedBeforeLoad = status?.connection === 'offline' && status.edit === 'Loading';
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!failedBeforeLoad || asked) return;
    setAsked(true);
    projectApi.ensureOpenable(projectId).catch((error: unknown) => {
      if (error instanceof ApiError && MISSING.has(error.code)) setMissing(true);
    });
  }, [failedBeforeLoad, asked, projectId]);
  return missing;
}
