import * as Menu from '@radix-ui/react-dropdown-menu';
import { FileText, Plus, Presentation, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { projectApi } from '../api/folio-api.ts';
import { showApiError } from '../errors/show-api-error.ts';
import { useAppNavigate } from '../routing/useAppNavigate.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { track } from '../insights/track.ts';

/** Create a presentation with AI (the editor's AI flow), a blank presentation, or a blank page. */
export function CreateMenu({ folderId }: { folderId?: string }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const createBlank = async (kind: 'presentation' | 'page') => {
    try {
      const project = await projectApi.create(kind, folderId);
      track('project_created', { kind, mode: 'blank' });
      // The free-project count changed on the server (§1): refresh the plan card.
      void useSessionStore.getState().refreshUser();
      navigate(kind === 'page' ? `/p/${project.id}` : `/presentation/${project.id}`);
    } catch (error) {
      // -6 opens the Pro dialog (§8).
      showApiError(error);
    }
  };
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger className="btn btn-primary" data-testid="create-menu">
        <Plus size={18} aria-hidden /> {t('workspace.create')}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className="menu" align="end" sideOffset={6} collisionPadding={8}>
          <Menu.Item className="menu-item" onSelect={() => navigate('/presentation/new?mode=ai')}>
            <Sparkles size={16} aria-hidden /> {t('workspace.createWithAi')}
          </Menu.Item>
          <Menu.Item className="menu-item" onSelect={() => void createBlank('presentation')}>
            <Presentation size={16} aria-hidden /> {t('workspace.blankPresentation')}
          </Menu.Item>
          <Menu.Item className="menu-item" onSelect={() => void createBlank('page')}>
            <FileText size={16} aria-hidden /> {t('workspace.newPage')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
