import { HelpButton } from '../dialogs/HelpButton.tsx';
import { DiagramPage } from '../pages/DiagramPage.tsx';
import { EditorScreen } from '../editor/EditorScreen.tsx';
import { SurveyPage } from '../pages/SurveyPage.tsx';
import { WorkspaceShell } from '../shell/WorkspaceShell.tsx';
import { ProjectsPage } from '../workspace/ProjectsPage.tsx';
import { TrashPage } from '../workspace/TrashPage.tsx';

/** The login-required screens, one lazily loaded chunk. */
export default function PrivateScreens({ screen, id }: { screen: 'projects' | 'trash' | 'diagram' | 'editor' | 'survey'; id?: string }) {
  if (screen === 'editor') return <EditorScreen id={id ?? 'new'} />;
  if (screen === 'survey') return <SurveyPage />;
  return (
    <>
      <WorkspaceShell padded={screen !== 'diagram'}>
        {screen === 'projects' && <ProjectsPage />}
        {screen === 'trash' && <TrashPage />}
        {screen === 'diagram' && <DiagramPage />}
      </WorkspaceShell>
      <HelpButton />
    </>
  );
}
