import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../shell/useIsMobile.ts';
import { useDialogStore } from '../stores/dialog-store.ts';
import { Modal } from '../ui/Modal.tsx';
import { endSurvey, SurveyFlow } from './SurveyFlow.tsx';

/** §2 onboarding survey as a dialog; never on mobile. */
export function SurveyDialog() {
  const { t } = useTranslation();
  const open = useDialogStore((state) => state.dialog === 'survey');
  const close = useDialogStore((state) => state.closeDialog);
  const mobile = useIsMobile();
  return (
    <Modal open={open && !mobile} onClose={() => { endSurvey('closed'); close(); }} title={t('survey.title')} size="medium" testId="survey-dialog">
      <SurveyFlow onDone={close} />
    </Modal>
  );
}
