import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { chosenLanguage } from '../i18n/i18n.ts';
import { LANGUAGES, type LanguageChoice } from '../i18n/languages.ts';
import { useDialogStore } from '../stores/dialog-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { Modal } from '../ui/Modal.tsx';
import { switchLanguage } from './switch-language.ts';

/** §2 language change: the §3 languages, each named in itself, plus `auto` (don't translate). */
export function LanguageDialog() {
  const { t } = useTranslation();
  const open = useDialogStore((state) => state.dialog === 'language');
  const close = useDialogStore((state) => state.closeDialog);
  const userId = useSessionStore((state) => state.user?.userId ?? null);
  const current = chosenLanguage(userId);
  const choices: { code: LanguageChoice; name: string }[] = [{ code: 'auto', name: t('language.auto') }, ...LANGUAGES.map(({ code, name }) => ({ code, name }))];
  return (
    <Modal open={open} onClose={close} title={t('language.title')} size="medium" testId="language-dialog">
      <ul className="language-grid">
        {choices.map(({ code, name }) => (
          <li key={code}>
            <button
              type="button"
              className="choice"
              lang={code === 'auto' ? undefined : code}
              aria-pressed={current === code}
              onClick={() => {
                close();
                void switchLanguage(code);
              }}
            >
              {name}
              {current === code && <Check size={16} aria-hidden />}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
