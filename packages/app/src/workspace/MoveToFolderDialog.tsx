import { Folder as FolderIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Folder } from '../api/folio-api.ts';
import { Modal } from '../ui/Modal.tsx';

interface MoveToFolderDialogProps {
  open: boolean;
  folders: Folder[];
  currentFolderId?: string | null;
  onMove(folderId: string): void;
  onClose(): void;
}

/** Picks the folder a project moves into. */
export function MoveToFolderDialog({ open, folders, currentFolderId, onMove, onClose }: MoveToFolderDialogProps) {
  const { t } = useTranslation();
  const choices = folders.filter((folder) => folder.id !== currentFolderId);
  return (
    <Modal open={open} onClose={onClose} title={t('workspace.moveToFolder')} description={choices.length ? t('workspace.chooseFolder') : t('workspace.noFolders')}>
      <ul className="choice-list">
        {choices.map((folder) => (
          <li key={folder.id}>
            <button
              type="button"
              className="choice choice-named"
              onClick={() => {
                onMove(folder.id);
                onClose();
              }}
            >
              <FolderIcon size={16} aria-hidden /> <span className="choice-name">{folder.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
