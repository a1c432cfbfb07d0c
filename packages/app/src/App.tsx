import { DirectionProvider } from '@radix-ui/react-direction';
import { AccountSettingsDialog } from './dialogs/AccountSettingsDialog.tsx';
import { ChangePasswordDialog } from './dialogs/ChangePasswordDialog.tsx';
import { FeedbackDialog } from './dialogs/FeedbackDialog.tsx';
import { LanguageDialog } from './dialogs/LanguageDialog.tsx';
import { LanguageOverlay } from './dialogs/LanguageOverlay.tsx';
import { PaymentCheckDialog, PaymentFailedDialog, ProWelcomeDialog } from './dialogs/PaymentDialogs.tsx';
import { ProDialog } from './dialogs/ProDialog.tsx';
import { SubscriptionDialog } from './dialogs/SubscriptionDialog.tsx';
import { SupportDialog } from './dialogs/SupportDialog.tsx';
import { ActivationCodeDialog } from './dialogs/ActivationCodeDialog.tsx';
import { InviteDialog } from './dialogs/InviteDialog.tsx';
import { DebugBoard } from './debug/DebugBoard.tsx';
import { useTokenShortcut } from './debug/useTokenShortcut.ts';
import { SignInModal } from './auth/SignInModal.tsx';
import { ErrorBoundary } from './errors/ErrorBoundary.tsx';
import { AppRoutes } from './routing/AppRoutes.tsx';
import { useStaleTabReload } from './routing/useStaleTabReload.ts';
import { SurveyDialog } from './survey/SurveyDialog.tsx';
import { useDirection } from './i18n/useDirection.ts';
import { Toaster } from './ui/Toaster.tsx';

/** The app around the routes: the modal and dialogs any screen can open, and the one toast. */
export function App() {
  useTokenShortcut();
  useStaleTabReload();
  const dir = useDirection();
  // Radix menus and dialogs render in portals and take their direction from this, not from <html>.
  return (
    <DirectionProvider dir={dir}>
      <ErrorBoundary>
        <AppRoutes />
        <SignInModal />
        <AccountSettingsDialog />
        <ChangePasswordDialog />
        <LanguageDialog />
        <FeedbackDialog />
        <ProDialog />
        <PaymentCheckDialog />
        <ProWelcomeDialog />
        <PaymentFailedDialog />
        <SubscriptionDialog />
        <SupportDialog />
        <ActivationCodeDialog />
        <InviteDialog />
        <DebugBoard />
        <SurveyDialog />
        <LanguageOverlay />
        <Toaster />
      </ErrorBoundary>
    </DirectionProvider>
  );
}
