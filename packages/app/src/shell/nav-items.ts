import { FolderKanban, Languages, MessageSquare, Network, Trash2, type LucideIcon } from 'lucide-react';
import { isTestHost } from '../spec/instance.ts';
import type { DialogName } from '../stores/dialog-store.ts';

export type NavItem = { key: string; label: string; icon: LucideIcon; beta?: boolean } & ({ href: string } | { dialog: DialogName });

/** §2 sidebar items, in order; Diagram only behind its flag and never on a test host. */
export function navItems(flags: { diagram: boolean }): NavItem[] {
  const items: NavItem[] = [
    { key: 'projects', label: 'nav.projects', icon: FolderKanban, href: '/workspace' },
    { key: 'trash', label: 'nav.trash', icon: Trash2, href: '/trash' },
  ];
  if (flags.diagram && !isTestHost()) items.push({ key: 'diagram', label: 'nav.diagram', icon: Network, href: '/diagram', beta: true });
  items.push({ key: 'feedback', label: 'nav.feedback', icon: MessageSquare, dialog: 'feedback' }, { key: 'language', label: 'nav.language', icon: Languages, dialog: 'language' });
  return items;
}
