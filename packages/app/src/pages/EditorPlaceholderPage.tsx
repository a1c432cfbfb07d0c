import { ArrowLeft, Presentation } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { projectApi, type ProjectSummary } from '../api/folio-api.ts';
import { showApiError } from '../errors/show-api-error.ts';
import { AppLink } from '../routing/AppLink.tsx';
import { ProjectThumbnail } from '../workspace/ProjectThumbnail.tsx';

/** /presentation/{id} and /p/{id} until the editor issue lands: the project's title and first page. */
export function EditorPlaceholderPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const isNew = id === 'new';
  const [project, setProject] = useState<ProjectSummary | null>(null);
  useEffect(() => {
    if (!isNew) projectApi.get(id).then(setProject, showApiError);
  }, [id, isNew]);
  return (
    <div className="editor-placeholder" id="main">
      <header className="editor-bar">
        <AppLink href="/workspace" className="btn btn-secondary btn-small">
          <ArrowLeft size={16} aria-hidden className="flip-rtl" /> {t('editor.backToProjects')}
        </AppLink>
        <h1 className="editor-title">{isNew ? t('editor.newTitle') : project?.title || t('workspace.untitled')}</h1>
      </header>
      <div className="centered">
        <div className="message-card">
          {project ? <ProjectThumbnail doc={project.document} kind={project.kind} /> : <Presentation size={40} aria-hidden />}
          <h2>{t('editor.title')}</h2>
          <p className="muted">{isNew ? t('editor.newText') : t('editor.text')}</p>
        </div>
      </div>
    </div>
  );
}
