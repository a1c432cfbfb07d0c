import { lazy, Suspense } from 'react';
import { CampaignForBlogPage } from '../campaign/CampaignForBlogPage.tsx';
import { HelpButton } from '../dialogs/HelpButton.tsx';
import { DiagramPage } from '../pages/DiagramPage.tsx';
import { EditorScreen } from '../editor/EditorScreen.tsx';
import { SurveyPage } from '../pages/SurveyPage.tsx';
import { WorkspaceShell } from '../shell/WorkspaceShell.tsx';
import { ProjectsPage } from '../workspace/ProjectsPage.tsx';
import { TrashPage } from '../workspace/TrashPage.tsx';

/** The instance owner's AI model screen: few people open it, so it is a chunk of its own. */
const AiSettingsPage = lazy(() => import('../ai-settings/AiSettingsPage.tsx'));

export type PrivateScreen = 'projects' | 'trash' | 'diagram' | 'editor' | 'survey' | 'ai-settings' | 'campaign-for-blog';

/** The login-required screens, one lazily loaded chunk. */
export default function PrivateScreens({ screen, id }: { screen: PrivateScreen; id?: string }) {
  if (screen === 'editor') return <EditorScreen id={id ?? 'new'} />;
  if (screen === 'survey') return <SurveyPage />;
  return (
    <>
      <WorkspaceShell padded={screen !== 'diagram'}>
        {screen === 'projects' && <ProjectsPage />}
        {screen === 'trash' && <TrashPage />}
        {screen === 'diagram' && <DiagramPage />}
        {screen === 'campaign-for-blog' && <CampaignForBlogPage />}
        {screen === 'ai-settings' && (
          <Suspense fallback={null}>
            <AiSettingsPage />
          </Suspense>
        )}
      </WorkspaceShell>
      <HelpButton />
    </>
  );
}
