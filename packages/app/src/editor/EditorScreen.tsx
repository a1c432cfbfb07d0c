import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { AiCreateScreen } from '../ai-create/AiCreateScreen.tsx';
import { GenerationProgress } from '../ai-create/GenerationProgress.tsx';
import { useAppNavigate } from '../routing/useAppNavigate.ts';
import { projectApi } from '../api/folio-api.ts';
import { showApiError } from '../errors/show-api-error.ts';
import { useEditorT } from './editor-i18n.ts';
import { ProjectEditor } from './ProjectEditor.tsx';
import { AudienceScreen } from './present/AudienceScreen.tsx';
import { track } from '../insights/track.ts';

/**
 * `/presentation/{id}` and `/p/{id}`. `new` creates a blank project of the route's kind
 * through project/create and replaces the address with the new project's; `new?mode=ai`
 * is the AI creation screen, whose generation's progress shows over the editor.
 */
export function EditorScreen({ id }: { id: string }) {
  const [location] = useLocation();
  const navigate = useAppNavigate();
  const search = useSearch();
  const kind = location.startsWith('/p/') ? 'page' : 'presentation';
  const audience = new URLSearchParams(search).get('audience');
  if (id !== 'new' && audience) return <AudienceScreen projectId={id} linkKey={audience} />;
  if (id !== 'new') {
    return (
      <>
        <ProjectEditor key={id} projectId={id} />
        <GenerationProgress projectId={id} />
      </>
    );
  }
  if (new URLSearchParams(search).get('mode') === 'ai') return <AiCreateScreen kind={kind} />;
  return (
    <NewProject
      kind={kind}
      open={(created) => navigate(`${kind === 'page' ? '/p' : '/presentation'}/${created}`, { replace: true })}
      // Refused (no free project left opens the Pro dialog, §8 -6): back where the user came from, not a screen that waits forever.
      refused={() => navigate('/workspace', { replace: true })}
    />
  );
}

function NewProject({ kind, open, refused }: { kind: 'presentation' | 'page'; open: (id: string) => void; refused: () => void }) {
  const t = useEditorT();
  const started = useRef(false);
  useEffect(() => {
    // Strict mode runs effects twice in development; a project must be created once.
    if (started.current) return;
    started.current = true;
    projectApi.create(kind).then(
      (project) => {
        track('project_created', { kind, mode: 'blank' });
        open(project.id);
      },
      (error: unknown) => {
        showApiError(error);
        refused();
      },
    );
  }, [kind, open, refused]);
  return (
    <div className="editor-loading" data-testid="editor-loading">
      {t('creating')}
    </div>
  );
}
