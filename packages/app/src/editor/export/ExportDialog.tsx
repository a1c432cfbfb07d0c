import { Download, FileImage, FileText, Images, Presentation } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { EXPORT_TYPES, exportApi, type ExportType } from '../../api/export-api.ts';
import { opensProDialog } from '../../errors/catalogue.ts';
import { messageOf, showApiError } from '../../errors/show-api-error.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { Modal } from '../../ui/Modal.tsx';
import { downloadFile } from './download-file.ts';
import { abortableWait, ExportFailed, pollExport } from './export-polling.ts';
import { useKindT } from '../page-words/page-words.ts';
import { SHARE_NS } from './export-share-i18n.ts';
import { formatElapsed } from '../present/useElapsed.ts';
import { useElapsed } from './useElapsed.ts';
import './export-share.css';
import { track } from '../../insights/track.ts';

const ICONS: Record<ExportType, ReactNode> = {
  pdf: <FileText size={20} aria-hidden />,
  pptx: <Presentation size={20} aria-hidden />,
  images: <Images size={20} aria-hidden />,
  image: <FileImage size={20} aria-hidden />,
};
const SCALES = [1, 2, 3] as const;
/** The default for image exports: 2×, sharp on high-density screens. */
const DEFAULT_SCALE = 2;

type Phase =
  | { kind: 'choose' }
  | { kind: 'running'; since: number }
  | { kind: 'downloading'; fileName: string }
  | { kind: 'done'; url: string; fileName: string }
  | { kind: 'failed'; message: string };

/** §7 Export: pick a format, the task runs on the server (polled on §9's schedule), the file downloads. */
export function ExportDialog({ projectId, onClose }: { projectId: string; onClose(): void }) {
  const t = useKindT(SHARE_NS);
  const free = useSessionStore((state) => state.user?.userType !== 'pro');
  const [format, setFormat] = useState<ExportType>('pdf');
  const [scale, setScale] = useState<number>(DEFAULT_SCALE);
  const [phase, setPhase] = useState<Phase>({ kind: 'choose' });
  const running = useRef<AbortController | null>(null);
  const elapsed = useElapsed(phase.kind === 'running' ? phase.since : null);
  useEffect(() => () => running.current?.abort(), []);

  const fail = (error: unknown) => {
    if (error instanceof ExportFailed) setPhase({ kind: 'failed', message: t(`export.failed.${error.reason}`) });
    else setPhase({ kind: 'failed', message: error instanceof ApiError ? messageOf(error) : String(error) });
  };

  const download = async (url: string, fileName: string, signal: AbortSignal) => {
    setPhase({ kind: 'downloading', fileName });
    await downloadFile(url, fileName, signal);
    setPhase({ kind: 'done', url, fileName });
  };

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    const startedAt = Date.now();
    setPhase({ kind: 'running', since: startedAt });
    try {
      const withScale = format === 'images' || format === 'image' ? scale : undefined;
      const taskId = await exportApi.start(Number(projectId), format, withScale);
      const file = await pollExport({ check: (signal) => exportApi.status(taskId, signal), wait: abortableWait }, controller.signal);
      track('export', { format, seconds: Math.round((Date.now() - startedAt) / 1000) });
      await download(file.url, file.fileName, controller.signal);
    } catch (error) {
      if (controller.signal.aborted) return;
      track('export_failed', { format, reason: error instanceof ExportFailed ? error.reason : error instanceof ApiError ? error.code : 'download' });
      if (error instanceof ApiError && opensProDialog(error.code)) {
        // §8 402: the Pro dialog takes over; two dialogs at once would fight over focus.
        onClose();
        showApiError(error);
        return;
      }
      fail(error);
    }
  };

  const cancel = () => {
    running.current?.abort();
    setPhase({ kind: 'choose' });
  };

  const again = async (url: string, fileName: string) => {
    const controller = new AbortController();
    running.current = controller;
    try {
      await download(url, fileName, controller.signal);
    } catch (error) {
      if (!controller.signal.aborted) fail(error);
    }
  };

  const busy = phase.kind === 'running' || phase.kind === 'downloading';
  // What was downloaded, or what failed, was another choice's: a new choice starts clean.
  const choose = (change: () => void) => {
    change();
    if (phase.kind === 'done' || phase.kind === 'failed') setPhase({ kind: 'choose' });
  };
  const formatName = t(`export.formats.${format}.name`);
  return (
    <Modal open onClose={onClose} title={t('export.title')} description={t('export.description')} size="medium" testId="export-dialog">
      <fieldset className="export-formats" disabled={busy}>
        <legend className="visually-hidden">{t('export.title')}</legend>
        {EXPORT_TYPES.map((type) => (
          <label key={type} className="export-format" data-checked={format === type}>
            <input type="radio" name="export-format" value={type} checked={format === type} onChange={() => choose(() => setFormat(type))} />
            <span className="export-format-icon">{ICONS[type]}</span>
            <span className="export-format-text">
              <strong>{t(`export.formats.${type}.name`)}</strong>
              <span>{t(`export.formats.${type}.text`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {(format === 'images' || format === 'image') && (
        <label className="export-scale">
          {t('export.scale')}
          <select value={scale} disabled={busy} onChange={(event) => choose(() => setScale(Number(event.target.value)))}>
            {SCALES.map((value) => (
              <option key={value} value={value}>
                {t(`export.scales.${value}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {free && phase.kind === 'choose' && (
        <p className="export-note" data-testid="export-pro-note">
          {t('export.proOnly')}
        </p>
      )}
      <div className="export-status" aria-live="polite" data-testid="export-status" data-phase={phase.kind}>
        {phase.kind === 'running' && (
          <>
            <span className="export-spinner" aria-hidden />
            <span>
              {t('export.preparing', { format: formatName, elapsed: formatElapsed(elapsed) })}
              <span className="export-hint">{t('export.preparingHint')}</span>
            </span>
          </>
        )}
        {phase.kind === 'downloading' && (
          <>
            <span className="export-spinner" aria-hidden />
            <span>{t('export.downloading', { fileName: phase.fileName })}</span>
          </>
        )}
        {phase.kind === 'done' && <span className="export-done">{t('export.done', { fileName: phase.fileName })}</span>}
        {phase.kind === 'failed' && (
          <span className="export-error" role="alert">
            {phase.message}
          </span>
        )}
      </div>
      <div className="modal-actions">
        {busy ? (
          <button type="button" className="btn btn-secondary" onClick={cancel}>
            {t('export.cancel')}
          </button>
        ) : (
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('export.close')}
          </button>
        )}
        {phase.kind === 'done' && (
          <button type="button" className="btn btn-secondary" onClick={() => void again(phase.url, phase.fileName)}>
            {t('export.again')}
          </button>
        )}
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void start()}>
          <Download size={16} aria-hidden /> {phase.kind === 'failed' ? t('export.retry') : t('export.start')}
        </button>
      </div>
    </Modal>
  );
}
