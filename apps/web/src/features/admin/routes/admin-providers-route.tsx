import { Stack, Tabs, Title } from '@mantine/core';
import { IconBuildingBroadcastTower, IconUsers } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/use-session';
import { ProvidersTab } from '../components/providers-tab';
import { UsersTab } from '../components/users-tab';
import { NoAccess } from '../components/no-access';
import '../../../i18n/uk-admin';

/** /admin/providers: tabs «Провайдери» and «Користувачі»; the open tab is in the URL (?tab=users). */
export function AdminProvidersRoute() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const canProviders = useCan('provider.manage');
  const canUsers = useCan('user.manage');
  if (!canProviders) return <NoAccess />;
  const tab = search.get('tab') === 'users' && canUsers ? 'users' : 'providers';

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('admin.title')}
      </Title>
      <Tabs
        value={tab}
        onChange={(v) => {
          const next = new URLSearchParams(search);
          if (v === 'users') next.set('tab', 'users');
          else next.delete('tab');
          setSearch(next);
        }}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="providers" leftSection={<IconBuildingBroadcastTower size={16} />}>
            {t('admin.tabs.providers')}
          </Tabs.Tab>
          {canUsers ? (
            <Tabs.Tab value="users" leftSection={<IconUsers size={16} />}>
              {t('admin.tabs.users')}
            </Tabs.Tab>
          ) : null}
        </Tabs.List>
        <Tabs.Panel value="providers">
          <ProvidersTab />
        </Tabs.Panel>
        {canUsers ? (
          <Tabs.Panel value="users">
            <UsersTab />
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </Stack>
  );
}
