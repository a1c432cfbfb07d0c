import { useTranslation } from 'react-i18next';
import { Modal } from '../ui/Modal.tsx';
import { isNew, useChangelogStore, type ChangelogEntry } from './changelog-store.ts';
import { useChangelogT } from './changelog-i18n.ts';

/**
 * What's new: the instance's changelog, newest first, each entry marked "New" when it came
 * after the reader's last look (the marks stay while the dialog is open, though opening it
 * reads them).
 */
export function ChangelogDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useChangelogT();
  const { i18n } = useTranslation();
  const entries = useChangelogStore((state) => state.entries);
  const seen = useChangelogStore((state) => state.seen);
  return (
    <Modal open={open} onClose={onClose} title={t('whatsNew')} description={t('description')} size="medium" testId="changelog-dialog">
      {entries.length === 0 ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        // A list taller than the dialog scrolls, so it takes focus for keyboard scrolling.
        <ol className="changelog-list" tabIndex={0} aria-label={t('whatsNew')}>
          {entries.map((entry) => (
            <ChangelogItem key={entry.id} entry={entry} fresh={isNew(entry, seen)} language={i18n.language} newLabel={t('new')} />
          ))}
        </ol>
      )}
    </Modal>
  );
}

function ChangelogItem({ entry, fresh, language, newLabel }: { entry: ChangelogEntry; fresh: boolean; language: string; newLabel: string }) {
  // The entry's day as written, whatever the reader's time zone.
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${entry.date}T00:00:00Z`));
  const items = entry.body.filter((block) => block.kind === 'item');
  return (
    <li className="changelog-entry" data-testid="changelog-entry" data-new={fresh || undefined}>
      <div className="changelog-meta">
        <time dateTime={entry.date}>{day}</time>
        {fresh && <span className="badge changelog-new">{newLabel}</span>}
      </div>
      {/* A title the changelog does not translate is English: dir="auto" sets it left to right in an Arabic page. */}
      <h3 className="changelog-title" dir="auto">
        {entry.title}
      </h3>
      {/* Entries are written in English; only titles are translated. */}
      {entry.body.filter((block) => block.kind === 'paragraph').map((block, index) => (
        <p key={index} lang="en" dir="ltr">
          {block.text}
        </p>
      ))}
      {items.length > 0 && (
        <ul lang="en" dir="ltr">
          {items.map((block, index) => (
            <li key={index}>{block.text}</li>
          ))}
        </ul>
      )}
    </li>
  );
}
