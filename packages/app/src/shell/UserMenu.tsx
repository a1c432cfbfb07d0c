import * as Menu from '@radix-ui/react-dropdown-menu';
import { Bug, CreditCard, ExternalLink, KeyRound, Languages, LogOut, MessageSquare, Moon, PlayCircle, Settings, Sparkles, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../routing/useAppNavigate.ts';
import { instance } from '../spec/instance.ts';
import { effectiveScheme, useAppearanceStore } from '../stores/appearance-store.ts';
import { useDebugStore } from '../stores/debug-store.ts';
import { useDialogStore } from '../stores/dialog-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { Avatar } from './Avatar.tsx';

/** §2 user menu. */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const openDialog = useDialogStore((state) => state.openDialog);
  const debug = useDebugStore((state) => state.enabled);
  const scheme = useAppearanceStore(effectiveScheme);
  const setScheme = useAppearanceStore((state) => state.setChoice);
  const navigate = useAppNavigate();
  if (!user) return null;
  const pro = user.userType === 'pro';
  const logOut = () => {
    useSessionStore.getState().signOut();
    navigate('/');
  };
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger className="user-trigger" data-testid="user-menu">
        <Avatar user={user} />
        <span className="visually-hidden">{t('userMenu.open')}</span>
        <span className={compact ? 'visually-hidden' : 'user-name'}>{user.userName || user.userEmail}</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className="menu" sideOffset={6} align="start" collisionPadding={8}>
          <div className="menu-header">
            <span className="user-name">{user.userName || user.userEmail}</span>
            {pro ? (
              <span className="pro-mark">
                <Sparkles size={14} aria-hidden /> {t('userMenu.pro')}
              </span>
            ) : (
              <span className="badge">{t('userMenu.free')}</span>
            )}
          </div>
          <Menu.Separator className="menu-separator" />
          {pro ? (
            <Menu.Item className="menu-item" onSelect={() => openDialog('subscription')}>
              <CreditCard size={16} aria-hidden /> {t('userMenu.manageSubscription')}
            </Menu.Item>
          ) : (
            <Menu.Item className="menu-item" onSelect={() => openDialog('pro')}>
              <Sparkles size={16} aria-hidden /> {t('userMenu.upgrade')}
            </Menu.Item>
          )}
          <Menu.Item className="menu-item" onSelect={() => openDialog('account')}>
            <Settings size={16} aria-hidden /> {t('userMenu.accountSettings')}
          </Menu.Item>
          {instance.communityUrl && (
            <Menu.Item className="menu-item" asChild>
              <a href={instance.communityUrl} target="_blank" rel="noreferrer">
                <ExternalLink size={16} aria-hidden /> {t('userMenu.community')}
              </a>
            </Menu.Item>
          )}
          <Menu.Item className="menu-item" onSelect={() => openDialog('feedback')}>
            <MessageSquare size={16} aria-hidden /> {t('userMenu.shareFeedback')}
          </Menu.Item>
          <Menu.Item className="menu-item" onSelect={() => setScheme(scheme === 'dark' ? 'light' : 'dark')} data-testid="theme-toggle">
            {scheme === 'dark' ? <Sun size={16} aria-hidden /> : <Moon size={16} aria-hidden />} {scheme === 'dark' ? t('userMenu.light') : t('userMenu.dark')}
          </Menu.Item>
          <Menu.Item className="menu-item" onSelect={() => openDialog('language')}>
            <Languages size={16} aria-hidden /> {t('userMenu.changeLanguage')}
          </Menu.Item>
          <Menu.Item className="menu-item" onSelect={() => openDialog('password')}>
            <KeyRound size={16} aria-hidden /> {t('userMenu.changePassword')}
          </Menu.Item>
          {debug && (
            <>
              <Menu.Separator className="menu-separator" />
              <Menu.Item className="menu-item" onSelect={() => openDialog('debug')}>
                <Bug size={16} aria-hidden /> {t('userMenu.debugBoard')}
              </Menu.Item>
              <Menu.Item className="menu-item" onSelect={() => openDialog('survey')}>
                <PlayCircle size={16} aria-hidden /> {t('userMenu.testStartGuide')}
              </Menu.Item>
            </>
          )}
          <Menu.Separator className="menu-separator" />
          <Menu.Item className="menu-item" onSelect={logOut}>
            <LogOut size={16} aria-hidden /> {t('userMenu.logout')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
