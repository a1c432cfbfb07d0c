import { setProjectMeta } from '@folio/layout';
import { BUILTIN_THEMES } from '@folio/renderer';
import type { EditorSession } from '../collab/editor-session.ts';
import { useEditorT } from '../i18n/editor-i18n.ts';

/**
 * The built-in themes, each previewed in its own background, title and body colours and
 * fonts; choosing one applies it to the whole project (one undoable step).
 */
export function ThemePanel({ session, themeId }: { session: EditorSession; themeId: string }) {
  const t = useEditorT();
  return (
    <aside className="editor-panel" aria-label={t('themes')}>
      <h2>{t('themes')}</h2>
      <div className="theme-grid">
        {BUILTIN_THEMES.map((theme) => {
          const title = theme.paragraph.title;
          const body = theme.paragraph.normalText;
          return (
            <button
              key={theme.id}
              type="button"
              className="theme-card"
              data-testid={`theme-${theme.id}`}
              aria-pressed={theme.id === themeId}
              onClick={() => setProjectMeta(session.doc, { themeId: theme.id })}
              style={{ background: theme.background.backgroundColor }}
            >
              <span style={{ color: title.color, fontFamily: title.fontFamily, fontWeight: title.fontWeight }}>Aa</span>
              <span style={{ color: body.color, fontFamily: body.fontFamily }}>{theme.themeName}</span>
            </button>
          );
        })}
      </div>
    </aside>
  );
}
