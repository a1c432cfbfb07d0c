import * as Menu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, MonitorPlay, NotebookText, Play, SkipBack } from 'lucide-react';
import { useEffect } from 'react';
import { isApplePlatform, shortcutLabel } from '../commands/shortcuts.ts';
import { useEditorStore } from '../editor-store.ts';
import { useKindT } from '../page-words/page-words.ts';
import { usePresentT } from './present-i18n.ts';
import { presentShortcut } from './present-shortcuts.ts';
import { startPresenting } from './present-store.ts';
import './present.css';

/**
 * The top bar's Present split button: the button presents from the current slide, its menu
 * from the beginning, from the current slide, or with the presenter view (the slides in a
 * window of their own). Also listens for the keys that start a presentation.
 */
export function PresentButton() {
  // A page is previewed, not presented: the button says so on a page.
  const t = useKindT('editor');
  const pt = usePresentT();
  const apple = isApplePlatform();
  usePresentShortcuts(apple);
  return (
    <div className="present-split">
      <button type="button" className="btn btn-primary btn-small" onClick={() => startPresenting('current')} title={`${pt('fromCurrent')} (${shortcutLabel({ meta: true, key: apple ? '↩' : 'Enter' }, apple)})`}>
        <MonitorPlay size={16} aria-hidden /> <span className="editor-button-label">{t('present')}</span>
      </button>
      <Menu.Root modal={false}>
        <Menu.Trigger className="btn btn-primary btn-small present-split-more" aria-label={pt('options')} title={pt('options')} data-testid="present-options">
          <ChevronDown size={16} aria-hidden />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content className="menu" align="end" sideOffset={6} collisionPadding={8} aria-label={pt('options')}>
            <Menu.Item className="menu-item" onSelect={() => startPresenting('beginning')}>
              <SkipBack size={16} aria-hidden className="flip-rtl" /> {pt('fromBeginning')}
              <kbd className="menu-shortcut">F5</kbd>
            </Menu.Item>
            <Menu.Item className="menu-item" onSelect={() => startPresenting('current')}>
              <Play size={16} aria-hidden className="flip-rtl" /> {pt('fromCurrent')}
              <kbd className="menu-shortcut">{shortcutLabel({ shift: true, key: 'F5' }, apple)}</kbd>
            </Menu.Item>
            <Menu.Separator className="menu-separator" />
            <Menu.Item className="menu-item" onSelect={() => startPresenting('current', true)}>
              <NotebookText size={16} aria-hidden /> {pt('withNotes')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
    </div>
  );
}

function usePresentShortcuts(apple: boolean): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const from = presentShortcut(event, apple);
      if (!from || useEditorStore.getState().presenting) return;
      const target = event.target as HTMLElement | null;
      // ⌘/Ctrl+Enter belongs to a field being typed in; F5 is never typed.
      if (event.key === 'Enter' && target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
      event.preventDefault();
      event.stopPropagation();
      startPresenting(from);
    };
    // Caught before the focused element sees it: ⌘/Ctrl+Enter on a focused button would press it too.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [apple]);
}
