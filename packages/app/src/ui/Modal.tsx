import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ModalProps {
  open: boolean;
  onClose(): void;
  title: string;
  description?: string;
  children: ReactNode;
  /** A forced dialog (the sign-in modal on a login-required page) cannot be dismissed. */
  dismissible?: boolean;
  size?: 'small' | 'medium';
  testId?: string;
}

/** Every dialog of the app: Radix handles focus trapping, Escape and screen-reader labelling. */
export function Modal({ open, onClose, title, description, children, dismissible = true, size = 'small', testId }: ModalProps) {
  const { t } = useTranslation();
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && dismissible && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className={`modal modal-${size}`}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          // Focus leaving is no reason to close: a dialog that closes as another opens (the
          // sign-in modal as the survey follows it) hands focus back outside the new one.
          onFocusOutside={(event) => event.preventDefault()}
          data-testid={testId}
        >
          <Dialog.Title className="modal-title">{title}</Dialog.Title>
          {description ? <Dialog.Description className="modal-description">{description}</Dialog.Description> : <Dialog.Description className="visually-hidden">{title}</Dialog.Description>}
          {children}
          {dismissible && (
            <Dialog.Close className="icon-button modal-close" aria-label={t('common.close')}>
              <X size={18} aria-hidden />
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
