import * as Menu from '@radix-ui/react-dropdown-menu';
import { Folder as FolderIcon, FolderPlus, MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { folderApi, type Folder } from '../api/folio-api.ts';
import { showApiError } from '../errors/show-api-error.ts';
import { AppLink } from '../routing/AppLink.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { NameDialog } from '../ui/NameDialog.tsx';

interface FolderBarProps {
  folders: Folder[];
  current?: string;
  onChanged(): void;
  onDeleted(folderId: string): void;
}

type Editing = { kind: 'add' } | { kind: 'rename'; folder: Folder } | { kind: 'delete'; folder: Folder } | null;

/** All projects and the user's folders as tabs (`?folder=` in the address, a §2 carried parameter). */
export function FolderBar({ folders, current, onChanged, onDeleted }: FolderBarProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const run = (call: Promise<unknown>, after?: () => void) =>
    call.then(() => {
      after?.();
      onChanged();
    }, showApiError);
  return (
    <nav className="folder-bar" aria-label={t('workspace.folders')}>
      <ul>
        <li>
          <AppLink href="/workspace?folder=" className="folder-tab" aria-current={!current ? 'page' : undefined}>
            {t('workspace.allProjects')}
          </AppLink>
        </li>
        {folders.map((folder) => (
          <li key={folder.id} className="folder-tab-item">
            <AppLink href={`/workspace?folder=${folder.id}`} className="folder-tab" aria-current={current === folder.id ? 'page' : undefined} data-testid="folder-tab">
              <FolderIcon size={16} aria-hidden /> {folder.name}
            </AppLink>
            <Menu.Root modal={false}>
              <Menu.Trigger className="icon-button folder-menu" aria-label={t('workspace.actionsFor', { title: folder.name })}>
                <MoreVertical size={16} aria-hidden />
              </Menu.Trigger>
              <Menu.Portal>
                <Menu.Content className="menu" sideOffset={4} collisionPadding={8}>
                  <Menu.Item className="menu-item" onSelect={() => setEditing({ kind: 'rename', folder })}>
                    <Pencil size={16} aria-hidden /> {t('workspace.renameFolder')}
                  </Menu.Item>
                  <Menu.Item className="menu-item menu-item-danger" onSelect={() => setEditing({ kind: 'delete', folder })}>
                    <Trash2 size={16} aria-hidden /> {t('workspace.deleteFolder')}
                  </Menu.Item>
                </Menu.Content>
              </Menu.Portal>
            </Menu.Root>
          </li>
        ))}
        <li>
          <button type="button" className="folder-tab folder-add" onClick={() => setEditing({ kind: 'add' })}>
            <FolderPlus size={16} aria-hidden /> {t('workspace.newFolder')}
          </button>
        </li>
      </ul>
      <NameDialog
        open={editing?.kind === 'add' || editing?.kind === 'rename'}
        title={editing?.kind === 'rename' ? t('workspace.renameFolder') : t('workspace.newFolder')}
        label={t('workspace.folderName')}
        initial={editing?.kind === 'rename' ? editing.folder.name : ''}
        submitLabel={editing?.kind === 'rename' ? t('common.save') : t('common.create')}
        onClose={() => setEditing(null)}
        onSubmit={(name) => void run(editing?.kind === 'rename' ? folderApi.rename(editing.folder.id, name) : folderApi.add(name))}
      />
      <ConfirmDialog
        open={editing?.kind === 'delete'}
        title={t('workspace.deleteFolder')}
        text={t('workspace.deleteFolderText')}
        confirmLabel={t('common.delete')}
        onClose={() => setEditing(null)}
        onConfirm={() => {
          if (editing?.kind !== 'delete') return;
          const id = editing.folder.id;
          void run(folderApi.remove(id), () => onDeleted(id));
        }}
      />
    </nav>
  );
}
