import { CircleHelp } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangelogDialog } from '../changelog/ChangelogDialog.tsx';
import { useChangelogStore } from '../changelog/changelog-store.ts';
import { useChangelogT } from '../changelog/changelog-i18n.ts';
import { instance } from '../spec/instance.ts';
import { useDialogStore } from '../stores/dialog-store.ts';
import { useSessionStore } from '../stores/session-store.ts';

/** Movement under this many px is a click, not a drag. */
const DRAG_THRESHOLD = 4;

/**
 * §2 floating help button: drag it out of the way (it stays where dropped for the visit); a click
 * opens a small menu with the guide, feedback and What's new, whose unread changes the button
 * counts. Callers hide it in preview mode.
 */
export function HelpButton() {
  const { t, i18n } = useTranslation();
  const tc = useChangelogT();
  const openDialog = useDialogStore((state) => state.openDialog);
  const userId = useSessionStore((state) => state.user?.userId ?? null);
  const { unread, load, markRead } = useChangelogStore();
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [open, setOpen] = useState(false);
  const [changelogOpen, setChangelogOpen] = useState(false);
  useEffect(() => {
    void load(i18n.language, userId);
  }, [load, i18n.language, userId]);
  const openChangelog = () => {
    setOpen(false);
    setChangelogOpen(true);
    markRead(userId);
  };
  const drag = useRef<{ x: number; y: number; start: { x: number; y: number }; moved: boolean } | null>(null);

  const down = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, start: offset, moved: false };
  };
  const move = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (Math.hypot(dx, dy) > DRAG_THRESHOLD) current.moved = true;
    if (current.moved) setOffset({ x: current.start.x + dx, y: current.start.y + dy });
  };
  const up = () => {
    if (drag.current && !drag.current.moved) setOpen(!open);
    drag.current = null;
  };
  return (
    <div className="help-float" style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}>
      {open && (
        <div className="help-panel" role="dialog" aria-label={t('help.label')}>
          <p>{t('help.text')}</p>
          {instance.guideUrl && (
            <a className="btn btn-secondary btn-small" href={instance.guideUrl} target="_blank" rel="noreferrer">
              {t('help.guide')}
            </a>
          )}
          <button type="button" className="btn btn-secondary btn-small" onClick={() => { setOpen(false); openDialog('feedback'); }}>
            {t('userMenu.shareFeedback')}
          </button>
          <button type="button" className="btn btn-secondary btn-small" onClick={openChangelog} data-testid="whats-new">
            {tc('whatsNew')}
            {unread > 0 && <span className="badge">{unread}</span>}
          </button>
        </div>
      )}
      <ChangelogDialog open={changelogOpen} onClose={() => setChangelogOpen(false)} />
      <button
        type="button"
        className="help-button"
        aria-label={unread > 0 ? `${t('help.label')} · ${tc('unread', { count: unread })}` : t('help.label')}
        aria-expanded={open}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onKeyDown={(event) => {
          // Pointer handlers do the clicking, so the keyboard needs its own.
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          setOpen(!open);
        }}
        data-testid="help-button"
      >
        <CircleHelp size={24} aria-hidden />
        {unread > 0 && <span className="help-unread" aria-hidden data-testid="help-unread" />}
      </button>
    </div>
  );
}
