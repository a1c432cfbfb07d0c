import { setProjectMeta, type ThemeJson } from '@folio/layout';
import { BUILTIN_THEMES, getTheme } from '@folio/renderer';
import { Pencil, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { themeApi, type ThemeRecord } from '../../api/folio-api.ts';
import { showApiError } from '../../errors/show-api-error.ts';
import type { EditorSession } from '../collab/editor-session.ts';
import { useEditorT } from '../editor-i18n.ts';
import { ThemeEditor } from './theme/ThemeEditor.tsx';
import { themeFrom } from './theme/theme-draft.ts';

interface ThemePanelProps {
  session: EditorSession;
  themeId: string;
  /** The custom theme the document carries, if it uses one. */
  theme: ThemeJson | undefined;
}

/**
 * The person's own themes (theme/list) and the built-in ones, each previewed in its own
 * background, title and body colours and fonts; choosing one applies it to the whole project
 * (one undoable step). A custom theme is made from the one in use and edited in place.
 */
export function ThemePanel({ session, themeId, theme }: ThemePanelProps) {
  const t = useEditorT();
  const [custom, setCustom] = useState<ThemeRecord[]>([]);
  const [editing, setEditing] = useState<{ id: string | null; initial: ThemeJson } | null>(null);
  const refresh = useCallback(() => {
    themeApi.list().then((records) => setCustom(records.filter((record) => record.insertBy !== 'system')), showApiError);
  }, []);
  useEffect(refresh, [refresh]);

  // The document carries a copy of its custom theme, so the deck draws the same wherever it is opened.
  const applyCustom = (record: ThemeRecord) => setProjectMeta(session.doc, { themeId: record.id, theme: record.json });
  const remove = async (record: ThemeRecord) => {
    try {
      await themeApi.remove(record.id);
      refresh();
    } catch (error) {
      showApiError(error);
    }
  };

  if (editing) {
    return (
      <ThemeEditor
        id={editing.id}
        initial={editing.initial}
        onClose={() => setEditing(null)}
        onSaved={(record) => {
          applyCustom(record);
          setEditing(null);
          refresh();
        }}
      />
    );
  }
  const current = getTheme(themeId, theme);
  return (
    <aside className="editor-panel" aria-label={t('themes')}>
      <h2>{t('themes')}</h2>
      <button type="button" className="btn btn-secondary btn-small" data-testid="theme-customise" onClick={() => setEditing({ id: null, initial: themeFrom(current, t('themeEditor.copyName', { name: current.themeName })) })}>
        <Pencil size={14} aria-hidden /> {t('themeEditor.customise')}
      </button>
      {custom.length > 0 && (
        <>
          <h3 className="theme-group">{t('themeEditor.yours')}</h3>
          <div className="theme-grid">
            {custom.map((record) => (
              <div key={record.id} className="theme-custom">
                <ThemeCard theme={record.json} pressed={record.id === themeId} onApply={() => applyCustom(record)} />
                <span className="theme-custom-actions">
                  <button type="button" className="editor-icon-button small" data-testid={`theme-edit-${record.id}`} aria-label={t('themeEditor.edit', { name: record.json.themeName })} title={t('themeEditor.edit', { name: record.json.themeName })} onClick={() => setEditing({ id: record.id, initial: record.json })}>
                    <Pencil size={12} aria-hidden />
                  </button>
                  <button type="button" className="editor-icon-button small" data-testid={`theme-delete-${record.id}`} aria-label={t('themeEditor.delete', { name: record.json.themeName })} title={t('themeEditor.delete', { name: record.json.themeName })} onClick={() => void remove(record)}>
                    <Trash2 size={12} aria-hidden />
                  </button>
                </span>
              </div>
            ))}
          </div>
          <h3 className="theme-group">{t('themeEditor.builtIn')}</h3>
        </>
      )}
      <div className="theme-grid">
        {BUILTIN_THEMES.map((builtin) => (
          <ThemeCard key={builtin.id} theme={builtin} pressed={builtin.id === themeId} onApply={() => setProjectMeta(session.doc, { themeId: builtin.id, theme: undefined })} />
        ))}
      </div>
    </aside>
  );
}

function ThemeCard({ theme, pressed, onApply }: { theme: ThemeJson; pressed: boolean; onApply(): void }) {
  const title = theme.paragraph.title;
  const body = theme.paragraph.normalText;
  return (
    <button type="button" className="theme-card" data-testid={`theme-${theme.id}`} aria-pressed={pressed} onClick={onApply} style={{ background: theme.background.backgroundColor }}>
      <span style={{ color: title.color, fontFamily: title.fontFamily, fontWeight: title.fontWeight }}>Aa</span>
      <span style={{ color: body.color, fontFamily: body.fontFamily }}>{theme.themeName}</span>
    </button>
  );
}
