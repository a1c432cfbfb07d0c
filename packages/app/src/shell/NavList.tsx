import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useFlag } from '../insights/features-store.ts';
import { AppLink } from '../routing/AppLink.tsx';
import { useDialogStore } from '../stores/dialog-store.ts';
import { navItems } from './nav-items.ts';

/** The sidebar's items; the same list fills the mobile drawer. */
export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const [path] = useLocation();
  const openDialog = useDialogStore((state) => state.openDialog);
  const diagram = useFlag('diagram');
  return (
    <ul className="nav-list">
      {navItems({ diagram }).map((item) => {
        const Icon = item.icon;
        const content = (
          <>
            <Icon size={20} aria-hidden />
            <span className="nav-label">{t(item.label)}</span>
            {item.beta && <span className="badge">{t('nav.beta')}</span>}
          </>
        );
        return (
          <li key={item.key}>
            {'href' in item ? (
              <AppLink href={item.href} className="nav-item" aria-current={path === item.href ? 'page' : undefined} onClick={onNavigate} data-nav={item.key}>
                {content}
              </AppLink>
            ) : (
              <button type="button" className="nav-item" onClick={() => { onNavigate?.(); openDialog(item.dialog); }} data-nav={item.key}>
                {content}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
