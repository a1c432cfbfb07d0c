import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from './Logo.tsx';
import { NavList } from './NavList.tsx';
import { PlanCard } from './PlanCard.tsx';
import { UserMenu } from './UserMenu.tsx';

/** §2: under 768 px (or on a mobile device) the sidebar becomes a top bar with a drawer. */
export function MobileTopBar() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <header className="top-bar">
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger className="icon-button" aria-label={t('nav.openMenu')}>
          <Menu size={22} aria-hidden />
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="modal-overlay" />
          <Dialog.Content className="drawer">
            <Dialog.Title className="visually-hidden">{t('nav.main')}</Dialog.Title>
            <Dialog.Description className="visually-hidden">{t('nav.main')}</Dialog.Description>
            <Dialog.Close className="icon-button drawer-close" aria-label={t('common.close')}>
              <X size={20} aria-hidden />
            </Dialog.Close>
            <nav aria-label={t('nav.main')}>
              <NavList onNavigate={() => setOpen(false)} />
            </nav>
            <PlanCard />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <Logo />
      <UserMenu compact />
    </header>
  );
}
