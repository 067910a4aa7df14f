import type { Icon } from '@tabler/icons-react';
import {
  IconArchive,
  IconBuilding,
  IconBuildingBroadcastTower,
  IconChartBar,
  IconFileDescription,
  IconFolders,
  IconSettings,
} from '@tabler/icons-react';
import type { TAction } from '@tt/contracts/permissions';
import type { TKey } from '../../i18n/i18n';

export interface NavItem {
  to: string;
  label: TKey;
  icon: Icon;
  /** Shown only when the login info's `actions` grants this. */
  action: TAction;
}

/**
 * The one navigation config of the main layout. Add an item only together with its screen
 * (admin items: /admin/providers → 'provider.manage', /admin/dashboard → 'dashboard.view', …).
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/tenders', label: 'nav.tenders', icon: IconFileDescription, action: 'tender.view' },
  { to: '/admin/dashboard', label: 'nav.dashboard', icon: IconChartBar, action: 'dashboard.view' },
  { to: '/admin/providers', label: 'nav.providers', icon: IconBuildingBroadcastTower, action: 'provider.manage' },
  // The closed tenders, the letters and the feedback messages (/admin/history opens the letters).
  { to: '/admin/history', label: 'nav.archives', icon: IconArchive, action: 'archive.view' },
  { to: '/provider', label: 'nav.organization', icon: IconBuilding, action: 'organization.edit' },
  { to: '/admin/file-manager', label: 'nav.files', icon: IconFolders, action: 'files.manage' },
  { to: '/admin/settings', label: 'nav.settings', icon: IconSettings, action: 'settings.manage' },
];

export function visibleNavItems(actions: Partial<Record<TAction, boolean>> | undefined): NavItem[] {
  return NAV_ITEMS.filter((item) => actions?.[item.action] === true);
}
