import { Bookmark, Eye, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { historyApi, type Version, type VersionList } from '../../api/history-api.ts';
import { showApiError } from '../../errors/show-api-error.ts';
import { toast } from '../../stores/toast-store.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { NameDialog } from '../../ui/NameDialog.tsx';
import type { EditorSession } from '../collab/editor-session.ts';
import { useHistoryT } from './history-i18n.ts';
import { restoreIntoDocument } from './restore-version.ts';
import { VersionPreview } from './VersionPreview.tsx';
import { VersionThumbnail } from './VersionThumbnail.tsx';
import { versionTime, versionTitle } from './version-title.ts';
import './history.css';

/** The server's longest version name (packages/server routes/history.ts). */
const MAX_NAME = 100;
/** The list is read again this long after the document last changed: an AI edit comes with a version taken just before it. */
const REFRESH_AFTER_MS = 2_000;

type Asking = { kind: 'name' } | { kind: 'rename' | 'delete' | 'restore' | 'preview'; version: Version } | null;

/**
 * The project's versions, newest first (issue 22): each with its time, author, kind and a
 * thumbnail of its first page; name the current state, preview, restore, rename or delete one.
 * The list is read when the panel opens, after each change made here and once the document's
 * edits settle (a generation or a chat edit keeps the document as it was before it).
 */
export function HistoryPanel({ session, projectId }: { session: EditorSession; projectId: string }) {
  const { t, i18n } = useHistoryT();
  const [loaded, setLoaded] = useState<VersionList | null>(null);
  const versions = loaded?.list ?? null;
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const reload = useCallback(() => historyApi.list(projectId).then(setLoaded, showApiError), [projectId]);
  useEffect(() => void reload(), [reload]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const changed = () => {
      clearTimeout(timer);
      // Quietly: offline, the list stays as it was rather than a toast after every pause in typing.
      timer = setTimeout(() => void historyApi.list(projectId).then(setLoaded, () => {}), REFRESH_AFTER_MS);
    };
    session.doc.on('update', changed);
    return () => {
      clearTimeout(timer);
      session.doc.off('update', changed);
    };
  }, [session, projectId]);
  const close = useCallback(() => setAsking(null), []);

  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      showApiError(error);
    } finally {
      setBusy(false);
      await reload();
    }
  };

  const restore = (version: Version) =>
    act(async () => {
      const full = await historyApi.get(projectId, version.id);
      // What is replaced stays in the history after the undo steps are gone.
      await historyApi.checkpoint(projectId);
      restoreIntoDocument(session.doc, full.doc);
      toast(t('restored'), 'success');
    });

  return (
    <aside className="editor-panel history-panel" aria-label={t('title')} data-testid="history-panel">
      <h2>{t('title')}</h2>
      <button type="button" className="btn btn-secondary btn-small history-name" onClick={() => setAsking({ kind: 'name' })} disabled={busy}>
        <Bookmark size={16} aria-hidden /> {t('nameThis')}
      </button>
      {versions === null ? (
        <p className="muted" role="status">
          {t('loading')}
        </p>
      ) : versions.length === 0 ? (
        <p className="muted history-empty">{t('empty')}</p>
      ) : (
        <ol className="history-list" aria-busy={busy}>
          {versions.map((version) => {
            const title = versionTitle(version, t);
            return (
              <li key={version.id} className="history-item" data-testid="history-item" data-kind={version.kind}>
                <button type="button" className="history-open" onClick={() => setAsking({ kind: 'preview', version })} aria-label={`${t('preview')}: ${title}`}>
                  <VersionThumbnail cover={version.cover} />
                </button>
                <div className="history-info">
                  <p className="history-title">
                    {version.kind === 'named' && <span className="history-badge">{t('named')}</span>} <span data-testid="history-title">{title}</span>
                  </p>
                  <p className="history-meta">
                    <time dateTime={version.createdTime}>{versionTime(version, i18n.language)}</time>
                  </p>
                  <p className="history-meta">
                    {t('by', { name: version.author?.name ?? t('formerAccount') })} · {t('slides', { count: version.pageCount })}
                  </p>
                  <div className="history-actions">
                    <button type="button" className="editor-icon-button" onClick={() => setAsking({ kind: 'preview', version })} aria-label={`${t('preview')}: ${title}`} title={t('preview')}>
                      <Eye size={16} aria-hidden />
                    </button>
                    <button type="button" className="editor-icon-button" onClick={() => setAsking({ kind: 'restore', version })} aria-label={`${t('restore')}: ${title}`} title={t('restore')} disabled={busy}>
                      <RotateCcw size={16} aria-hidden className="flip-rtl" />
                    </button>
                    <button type="button" className="editor-icon-button" onClick={() => setAsking({ kind: 'rename', version })} aria-label={`${t('rename')}: ${title}`} title={t('rename')} disabled={busy}>
                      <Pencil size={16} aria-hidden />
                    </button>
                    <button type="button" className="editor-icon-button" onClick={() => setAsking({ kind: 'delete', version })} aria-label={`${t('delete')}: ${title}`} title={t('delete')} disabled={busy}>
                      <Trash2 size={16} aria-hidden />
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {loaded && <p className="history-keep">{t('keepNote', { count: loaded.autoKeep })}</p>}
      <NameDialog
        open={asking?.kind === 'name' || asking?.kind === 'rename'}
        title={asking?.kind === 'rename' ? t('renameTitle') : t('nameThis')}
        label={t('nameLabel')}
        initial={asking?.kind === 'rename' ? (asking.version.name ?? '') : ''}
        submitLabel={t('save')}
        onClose={close}
        onSubmit={(name) => {
          const clipped = name.slice(0, MAX_NAME);
          if (asking?.kind === 'rename') void act(() => historyApi.rename(projectId, asking.version.id, clipped));
          else void act(() => historyApi.name(projectId, clipped));
        }}
      />
      <ConfirmDialog
        open={asking?.kind === 'delete'}
        title={t('deleteTitle')}
        text={t('deleteText')}
        confirmLabel={t('delete')}
        onClose={close}
        onConfirm={() => asking?.kind === 'delete' && void act(() => historyApi.remove(projectId, asking.version.id))}
      />
      <ConfirmDialog
        open={asking?.kind === 'restore'}
        title={t('restoreTitle')}
        text={t('restoreText')}
        confirmLabel={t('restore')}
        onClose={close}
        onConfirm={() => asking?.kind === 'restore' && void restore(asking.version)}
      />
      {asking?.kind === 'preview' && (
        <VersionPreview
          projectId={projectId}
          version={asking.version}
          onClose={close}
          onRestore={() => setAsking({ kind: 'restore', version: asking.version })}
        />
      )}
    </aside>
  );
}
