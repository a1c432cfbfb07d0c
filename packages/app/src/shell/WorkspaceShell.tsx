import type { ReactNode } from 'react';
import { InviteRewardNotice } from './InviteRewardNotice.tsx';
import { MobileTopBar } from './MobileTopBar.tsx';
import { Sidebar } from './Sidebar.tsx';
import { useIsMobile } from './useIsMobile.ts';

/** §2 login-required workspace shell: sidebar on desktop, top bar on mobile. */
export function WorkspaceShell({ children, padded = true }: { children: ReactNode; padded?: boolean }) {
  const mobile = useIsMobile();
  return (
    <div className={mobile ? 'shell shell-mobile' : 'shell'}>
      {mobile ? <MobileTopBar /> : <Sidebar />}
      <main className={padded ? 'shell-main' : 'shell-main shell-main-flush'} id="main">
        <InviteRewardNotice />
        {children}
      </main>
    </div>
  );
}
