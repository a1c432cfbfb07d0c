import type { ThemeJson } from '@folio/layout';
import { useEffect, useState } from 'react';
import { themeApi, type ThemeRecord } from '../../../api/folio-api.ts';
import { showApiError } from '../../../errors/show-api-error.ts';
import { useEditorStore } from '../../editor-store.ts';
import { useEditorT } from '../../editor-i18n.ts';
import { colorOf, fontOf, hexOf, THEME_COLORS, withBlock, withColor, withFont, type CatalogueFont, type FontSlot } from './theme-draft.ts';

interface ThemeEditorProps {
  /** The custom theme being changed, or null for a new one. */
  id: string | null;
  initial: ThemeJson;
  onSaved(record: ThemeRecord): void;
  onClose(): void;
}

/**
 * A custom theme's colours, fonts from the catalogue and block style. Every change is shown at
 * once on the canvas and the thumbnails (the editor store's theme draft), and nothing reaches
 * the project until it is saved through the theme API and applied.
 */
export function ThemeEditor({ id, initial, onSaved, onClose }: ThemeEditorProps) {
  const t = useEditorT();
  const [draft, setDraft] = useState(initial);
  const [saving, setSaving] = useState(false);
  const fonts = useFontCatalogue();
  useEffect(() => useEditorStore.getState().setThemeDraft(draft), [draft]);
  useEffect(() => () => useEditorStore.getState().setThemeDraft(null), []);

  const save = async () => {
    setSaving(true);
    try {
      onSaved(id ? await themeApi.update(id, draft) : await themeApi.add(draft));
    } catch (error) {
      showApiError(error);
      setSaving(false);
    }
  };
  const fontField = (slot: FontSlot) => (
    <label className="field-label">
      {t(slot === 'heading' ? 'themeEditor.headingFont' : 'themeEditor.bodyFont')}
      <select
        className="editor-select"
        data-testid={`theme-font-${slot}`}
        value={fontOf(draft, slot)}
        onChange={(event) => {
          const font = fonts.all.find((each) => each.family === event.target.value);
          if (font) setDraft(withFont(draft, slot, font));
        }}
      >
        {withCurrent(fonts.shown, fontOf(draft, slot)).map((family) => (
          <option key={family} value={family}>
            {family}
          </option>
        ))}
      </select>
    </label>
  );
  const { block } = draft;
  return (
    <aside className="editor-panel theme-editor" aria-label={t('themeEditor.title')} data-testid="theme-editor">
      <h2>{t(id ? 'themeEditor.editTitle' : 'themeEditor.title')}</h2>
      <label className="field-label">
        {t('themeEditor.name')}
        <input className="field-input" data-testid="theme-name" value={draft.themeName} maxLength={100} onChange={(event) => setDraft({ ...draft, themeName: event.target.value })} />
      </label>
      <fieldset className="theme-colors">
        <legend>{t('themeEditor.colours')}</legend>
        {THEME_COLORS.map((color) => (
          <label key={color} className="theme-color">
            <input type="color" data-testid={`theme-color-${color}`} value={hexOf(colorOf(draft, color))} onChange={(event) => setDraft(withColor(draft, color, event.target.value))} />
            {t(`themeEditor.colour.${color}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="block-fields">
        <legend>{t('themeEditor.fonts')}</legend>
        <label className="field-label">
          {t('themeEditor.searchFonts')}
          <input className="field-input" type="search" data-testid="theme-font-search" value={fonts.keyword} onChange={(event) => fonts.search(event.target.value)} />
        </label>
        {fontField('heading')}
        {fontField('body')}
      </fieldset>
      <fieldset className="block-fields">
        <legend>{t('themeEditor.blocks')}</legend>
        <label className="checkbox-label">
          <input type="checkbox" checked={block.enabled} onChange={(event) => setDraft(withBlock(draft, { enabled: event.target.checked }))} /> {t('themeEditor.cards')}
        </label>
        <label className="field-label">
          {t('themeEditor.cornerRadius', { value: block.borderRadius })}
          <input type="range" min={0} max={48} data-testid="theme-radius" value={block.borderRadius} onChange={(event) => setDraft(withBlock(draft, { borderRadius: Number(event.target.value) }))} />
        </label>
        <label className="field-label">
          {t('themeEditor.borderWidth', { value: block.borderWidth })}
          <input type="range" min={0} max={8} value={block.borderWidth} onChange={(event) => setDraft(withBlock(draft, { borderWidth: Number(event.target.value) }))} />
        </label>
        <label className="field-label">
          {t('themeEditor.cardOpacity', { value: Math.round(block.opacity * 100) })}
          <input type="range" min={0} max={100} value={Math.round(block.opacity * 100)} onChange={(event) => setDraft(withBlock(draft, { opacity: Number(event.target.value) / 100 }))} />
        </label>
        <label className="field-label">
          {t('themeEditor.shadow')}
          <select className="editor-select" value={block.shadowType} onChange={(event) => setDraft(withBlock(draft, { shadowType: event.target.value as ThemeJson['block']['shadowType'] }))}>
            {(['none', 'soft', 'hard', 'glow'] as const).map((shadow) => (
              <option key={shadow} value={shadow}>
                {t(`themeEditor.shadows.${shadow}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field-label">
          {t('themeEditor.mode')}
          <select className="editor-select" value={draft.mode} onChange={(event) => setDraft({ ...draft, mode: event.target.value as ThemeJson['mode'] })}>
            <option value="light">{t('themeEditor.modes.light')}</option>
            <option value="dark">{t('themeEditor.modes.dark')}</option>
          </select>
        </label>
      </fieldset>
      <div className="theme-editor-actions">
        <button type="button" className="btn btn-secondary btn-small" onClick={onClose}>
          {t('themeEditor.cancel')}
        </button>
        <button type="button" className="btn btn-primary btn-small" data-testid="theme-save" disabled={saving || !draft.themeName.trim()} onClick={() => void save()}>
          {t('themeEditor.save')}
        </button>
      </div>
    </aside>
  );
}

/** The font catalogue, and the families matching what is typed in the search field (fonts/google/search). */
function useFontCatalogue(): { all: CatalogueFont[]; shown: string[]; keyword: string; search(keyword: string): void } {
  const [all, setAll] = useState<CatalogueFont[]>([]);
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<string[] | null>(null);
  useEffect(() => {
    themeApi.fonts().then(setAll, showApiError);
  }, []);
  useEffect(() => {
    if (!keyword.trim()) return setFound(null);
    let current = true;
    const timer = setTimeout(() => {
      themeApi.searchFonts(keyword.trim()).then((fonts) => current && setFound(fonts.map((font) => font.family)), showApiError);
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [keyword]);
  return { all, shown: found ?? all.map((font) => font.family), keyword, search: setKeyword };
}

/** The chosen family stays in the list while a search hides the others. */
function withCurrent(families: readonly string[], current: string): string[] {
  return families.includes(current) ? [...families] : [current, ...families];
}
