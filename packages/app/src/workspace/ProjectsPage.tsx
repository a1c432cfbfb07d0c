import { LayoutGrid } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { folderApi, projectApi, type ProjectSummary } from '../api/folio-api.ts';
import { showApiError } from '../errors/show-api-error.ts';
import { useAppNavigate } from '../routing/useAppNavigate.ts';
import { NameDialog } from '../ui/NameDialog.tsx';
import { CreateMenu } from './CreateMenu.tsx';
import { FolderBar } from './FolderBar.tsx';
import { LoadMoreSentinel } from './LoadMoreSentinel.tsx';
import { MoveToFolderDialog } from './MoveToFolderDialog.tsx';
import { ProjectCard, type ProjectAction } from './ProjectCard.tsx';
import { useFolders } from './useFolders.ts';
import { useProjectList } from './useProjectList.ts';

/** §2 Projects: the grid of the user's presentations and pages, by folder. */
export function ProjectsPage() {
  const { t } = useTranslation();
  const folderId = new URLSearchParams(useSearch()).get('folder') || undefined;
  const navigate = useAppNavigate();
  const { folders, reload: reloadFolders } = useFolders();
  const list = useProjectList({ folderId });
  const [renaming, setRenaming] = useState<ProjectSummary | null>(null);
  const [moving, setMoving] = useState<ProjectSummary | null>(null);

  const run = (call: Promise<unknown>) => call.then(list.reload, showApiError);
  const onAction = (action: ProjectAction, project: ProjectSummary) => {
    if (action === 'rename') setRenaming(project);
    else if (action === 'move') setMoving(project);
    else if (action === 'duplicate') void run(projectApi.duplicate(project.id));
    else if (action === 'moveOut') void run(folderApi.moveOut(project.id));
    else if (action === 'trash') void run(projectApi.trash(project.id));
  };
  const actions: ProjectAction[] = folderId ? ['rename', 'duplicate', 'move', 'moveOut', 'trash'] : ['rename', 'duplicate', 'move', 'trash'];

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('workspace.title')}</h1>
        <CreateMenu folderId={folderId} />
      </header>
      <FolderBar folders={folders} current={folderId} onChanged={() => { reloadFolders(); list.reload(); }} onDeleted={(id) => id === folderId && navigate('/workspace?folder=')} />
      {list.projects.length === 0 && list.done ? (
        <div className="empty-state" data-testid="empty-projects">
          <LayoutGrid size={40} aria-hidden />
          <h2>{folderId ? t('workspace.emptyFolder') : t('workspace.emptyTitle')}</h2>
          {!folderId && <p className="muted">{t('workspace.emptyText')}</p>}
          {!folderId && <CreateMenu />}
        </div>
      ) : (
        <ul className="project-grid">
          {list.projects.map((project) => (
            <ProjectCard key={project.id} project={project} actions={actions} onAction={onAction} />
          ))}
        </ul>
      )}
      {!list.done && <LoadMoreSentinel onVisible={list.loadMore} loading={list.loading} />}
      <NameDialog
        open={renaming !== null}
        title={t('workspace.renameProject')}
        label={t('workspace.projectName')}
        initial={renaming?.title ?? ''}
        submitLabel={t('common.save')}
        onClose={() => setRenaming(null)}
        onSubmit={(title) => renaming && void run(projectApi.rename(renaming.id, title))}
      />
      <MoveToFolderDialog
        open={moving !== null}
        folders={folders}
        currentFolderId={moving?.folderId}
        onClose={() => setMoving(null)}
        onMove={(target) => moving && void run(folderApi.moveIn(target, moving.id))}
      />
    </div>
  );
}
