import { Button, Group } from '@mantine/core';
import { IconArchive, IconMail, IconMessages } from '@tabler/icons-react';
import { Link, Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TAction } from '@tt/contracts/permissions';
import type { TKey } from '../../i18n/i18n';
import { useSession } from '../../lib/use-session';
import '../../i18n/uk-feedback';
import '../../i18n/uk-orders';

const TABS: readonly { to: string; label: TKey; action: TAction; icon: typeof IconMail }[] = [
  { to: '/admin/history/orders', label: 'orders.historyTab', action: 'archive.view', icon: IconArchive },
  { to: '/admin/history/emails', label: 'feedback.historyTabs.emails', action: 'emails.view', icon: IconMail },
  {
    to: '/admin/history/feedback',
    label: 'feedback.historyTabs.feedback',
    action: 'feedback.view',
    icon: IconMessages,
  },
];

/**
 * The archives of /admin/history side by side: the closed tenders, the letters and the feedback
 * messages. Links, not tabs, since each is a screen of its own address; each shows only to those
 * who may read it.
 */
export function HistoryTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const actions = useSession().loginInfo?.actions;
  const tabs = TABS.filter((tab) => actions?.[tab.action]);
  if (tabs.length < 2) return null;
  return (
    <Group component="nav" aria-label={t('feedback.historyTabs.label')} gap="xs">
      {tabs.map(({ to, label, icon: Icon }) => {
        const current = pathname === to;
        return (
          <Button
            key={to}
            component={Link}
            to={to}
            variant={current ? 'light' : 'subtle'}
            color={current ? undefined : 'gray'}
            leftSection={<Icon size={18} aria-hidden />}
            aria-current={current ? 'page' : undefined}
          >
            {t(label)}
          </Button>
        );
      })}
    </Group>
  );
}

/**
 * /admin/history opens the letters (docs/product/screens.md); whoever may not read them (a
 * manager) gets the first archive they may read instead of a refusal.
 */
export function HistoryIndex() {
  const actions = useSession().loginInfo?.actions;
  const first = actions?.['emails.view'] ? undefined : TABS.find((tab) => actions?.[tab.action]);
  return <Navigate to={first?.to ?? '/admin/history/emails'} replace />;
}
