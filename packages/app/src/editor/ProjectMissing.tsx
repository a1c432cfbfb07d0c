import { useTranslation } from 'react-i18next';
import { AppLink } from '../routing/AppLink.tsx';
import { useEditorT } from './editor-i18n.ts';

/** What a project that is gone or someone else's shows instead of the editor: §8 -4 and a way back. */
export function ProjectMissing() {
  const { t } = useTranslation();
  const te = useEditorT();
  return (
    <main className="centered" id="main" data-testid="project-missing">
      <div className="message-card">
        <h1>{t('code.-4')}</h1>
        <AppLink href="/workspace" className="btn btn-primary">
          {te('back')}
        </AppLink>
      </div>
    </main>
  );
}
