import * as Menu from '@radix-ui/react-dropdown-menu';
import { Copy, FileText, FolderInput, FolderOutput, MoreHorizontal, Pencil, Presentation, RotateCcw, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProjectSummary } from '../api/folio-api.ts';
import { AppLink } from '../routing/AppLink.tsx';
import { formatDate } from './format-date.ts';
import { ProjectThumbnail } from './ProjectThumbnail.tsx';

export type ProjectAction = 'rename' | 'duplicate' | 'move' | 'moveOut' | 'trash' | 'recover' | 'deleteForGood';

interface ProjectCardProps {
  project: ProjectSummary;
  actions: readonly ProjectAction[];
  onAction(action: ProjectAction, project: ProjectSummary): void;
}

const ACTION_ICONS = { rename: Pencil, duplicate: Copy, move: FolderInput, moveOut: FolderOutput, trash: Trash2, recover: RotateCcw, deleteForGood: Trash2 };
const ACTION_LABELS = {
  rename: 'common.rename',
  duplicate: 'workspace.duplicate',
  move: 'workspace.moveToFolder',
  moveOut: 'workspace.removeFromFolder',
  trash: 'workspace.moveToTrash',
  recover: 'workspace.recover',
  deleteForGood: 'workspace.deleteForGood',
};

/** One project in the grid: thumbnail, title, last edit date and its actions. */
export function ProjectCard({ project, actions, onAction }: ProjectCardProps) {
  const { t, i18n } = useTranslation();
  const title = project.title || t('workspace.untitled');
  const href = project.kind === 'page' ? `/p/${project.id}` : `/presentation/${project.id}`;
  const KindIcon = project.kind === 'page' ? FileText : Presentation;
  const trashed = actions.includes('recover');
  const edited = formatDate(project.updatedTime, i18n.language);
  const body = (
    <>
      <ProjectThumbnail doc={project.document} kind={project.kind} />
      <span className="card-title">{title}</span>
    </>
  );
  return (
    <li className="project-card" data-testid="project-card" data-title={title}>
      {trashed ? <div className="card-open">{body}</div> : <AppLink href={href} className="card-open">{body}</AppLink>}
      <div className="card-meta">
        <KindIcon size={14} aria-label={t(project.kind === 'page' ? 'workspace.page' : 'workspace.presentation')} />
        <span className="muted">{edited && t('workspace.edited', { date: edited })}</span>
        <Menu.Root modal={false}>
          <Menu.Trigger className="icon-button card-menu" aria-label={t('workspace.actionsFor', { title })}>
            <MoreHorizontal size={18} aria-hidden />
          </Menu.Trigger>
          <Menu.Portal>
            <Menu.Content className="menu" align="end" sideOffset={4} collisionPadding={8}>
              {actions.map((action) => {
                const Icon = ACTION_ICONS[action];
                return (
                  <Menu.Item key={action} className={action === 'deleteForGood' ? 'menu-item menu-item-danger' : 'menu-item'} onSelect={() => onAction(action, project)}>
                    <Icon size={16} aria-hidden /> {t(ACTION_LABELS[action])}
                  </Menu.Item>
                );
              })}
            </Menu.Content>
          </Menu.Portal>
        </Menu.Root>
      </div>
    </li>
  );
}
