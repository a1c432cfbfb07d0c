import { useEffect, useRef, useState } from 'react';
import { historyApi, type Version, type VersionWithDoc } from '../../api/history-api.ts';
import { showApiError } from '../../errors/show-api-error.ts';
import { Modal } from '../../ui/Modal.tsx';
import { PresentCanvas } from '../present/PresentCanvas.tsx';
import { useHistoryT } from './history-i18n.ts';
import { usePreparedVersion } from './usePreparedVersion.ts';
import { versionTitle } from './version-title.ts';

/** Widest a slide is drawn in the preview, in CSS px (the medium dialog is 560 px). */
const MAX_WIDTH = 500;

interface VersionPreviewProps {
  projectId: string;
  version: Version;
  onRestore(): void;
  onClose(): void;
}

/** Every page of a version drawn by the renderer, read only, with the way to restore it. */
export function VersionPreview({ projectId, version, onRestore, onClose }: VersionPreviewProps) {
  const { t } = useHistoryT();
  const [full, setFull] = useState<VersionWithDoc | null>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    let live = true;
    historyApi.get(projectId, version.id).then(
      (loaded) => live && setFull(loaded),
      (error: unknown) => {
        showApiError(error);
        if (live) close.current();
      },
    );
    return () => {
      live = false;
    };
  }, [projectId, version.id]);
  const prepared = usePreparedVersion(full?.doc ?? null);
  const width = Math.min(MAX_WIDTH, window.innerWidth - 72);
  const count = full?.doc.pages.length ?? version.pageCount;
  return (
    <Modal open onClose={onClose} title={t('previewOf', { name: versionTitle(version, t) })} description={t('readOnly')} size="medium" testId="version-preview">
      <div className="version-preview-pages" data-testid="version-preview-pages" aria-busy={!prepared}>
        {prepared ? (
          prepared.doc.pages.map((page, index) => (
            <figure key={page.id} className="version-preview-page">
              <PresentCanvas prepared={prepared} index={index} width={width} height={width * 20} testId="version-preview-page" />
              <figcaption>{t('slideOf', { n: index + 1, count })}</figcaption>
            </figure>
          ))
        ) : (
          <p className="muted" role="status">
            {t('loading')}
          </p>
        )}
      </div>
      <div className="modal-actions">
        <button type="button" className="btn btn-primary" disabled={!full} onClick={onRestore} data-testid="version-preview-restore">
          {t('restore')}
        </button>
      </div>
    </Modal>
  );
}
