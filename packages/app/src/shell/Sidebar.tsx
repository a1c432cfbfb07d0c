import { useTranslation } from 'react-i18next';
import { Logo } from './Logo.tsx';
import { NavList } from './NavList.tsx';
import { PlanCard } from './PlanCard.tsx';
import { UserMenu } from './UserMenu.tsx';

/**
 * §2 desktop sidebar: 247 px, 96 px under a 1340 px screen unless hovered or focused. The widths
 * and the collapse live in CSS (shell.css), so no resize listener is needed.
 */
export function Sidebar() {
  const { t } = useTranslation();
  return (
    <aside className="sidebar">
      <div className="sidebar-top">
        <Logo />
      </div>
      <nav aria-label={t('nav.main')}>
        <NavList />
      </nav>
      <div className="sidebar-bottom">
        <PlanCard />
        <UserMenu />
      </div>
    </aside>
  );
}
