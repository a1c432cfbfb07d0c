import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { projectApi, type ProjectSummary } from '../api/folio-api.ts';
import { showApiError } from '../errors/show-api-error.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { LoadMoreSentinel } from './LoadMoreSentinel.tsx';
import { ProjectCard, type ProjectAction } from './ProjectCard.tsx';
import { useProjectList } from './useProjectList.ts';

const ACTIONS: ProjectAction[] = ['recover', 'deleteForGood'];

/** §2 Trash: trashed projects (status 3), recovered or deleted for good. */
export function TrashPage() {
  const { t } = useTranslation();
  const list = useProjectList({ trashed: true });
  const [deleting, setDeleting] = useState<ProjectSummary | null>(null);
  const onAction = (action: ProjectAction, project: ProjectSummary) => {
    if (action === 'recover') void projectApi.recover(project.id).then(list.reload, showApiError);
    else setDeleting(project);
  };
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('workspace.trashTitle')}</h1>
      </header>
      {list.projects.length === 0 && list.done ? (
        <div className="empty-state" data-testid="empty-trash">
          <Trash2 size={40} aria-hidden />
          <p className="muted">{t('workspace.trashEmpty')}</p>
        </div>
      ) : (
        <ul className="project-grid">
          {list.projects.map((project) => (
            <ProjectCard key={project.id} project={project} actions={ACTIONS} onAction={onAction} />
          ))}
        </ul>
      )}
      {!list.done && <LoadMoreSentinel onVisible={list.loadMore} loading={list.loading} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('workspace.deleteForGood')}
        text={t('workspace.deleteForGoodText')}
        confirmLabel={t('workspace.deleteForGood')}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && void projectApi.deleteForGood(deleting.id).then(list.reload, showApiError)}
      />
    </div>
  );
}
