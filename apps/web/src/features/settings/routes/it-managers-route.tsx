import { useState } from 'react';
import { Anchor, Button, Group, Select, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TItManager } from '@tt/contracts/settings';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { EMPTY_VALUE } from '../../../lib/format';
import { useSession } from '../../../lib/use-session';
import { useItManagers } from '../api/it-managers';
import { ChangeHistory } from '../components/change-history';
import { ItManagerDialogs, type ManagerDialog } from '../components/it-manager-dialogs';
import { SettingsScreen } from '../components/settings-screen';
import '../../../i18n/uk-settings';

const REGION_KEY = 'region';
const ALL = 'all';

/** /admin/settings/edit/managers-it-rp: the regional IT managers copied on their region's letters. */
export function ItManagersRoute() {
  const { t } = useTranslation();
  const { regions } = useSession();
  const managers = useItManagers();
  const [search, setSearch] = useSearchParams();
  const [dialog, setDialog] = useState<ManagerDialog>(null);
  const region = search.get(REGION_KEY);
  const shown = (managers.data ?? []).filter((m) => !region || String(m.region.id) === region);

  const chooseRegion = (value: string | null) => {
    const next = new URLSearchParams(search);
    if (value) next.set(REGION_KEY, value);
    else next.delete(REGION_KEY);
    setSearch(next, { replace: true });
  };

  return (
    <SettingsScreen title={t('settings.managers.title')} intro={t('settings.managers.intro')}>
      <Group align="flex-end" gap="sm" justify="space-between">
        <Select
          label={t('settings.managers.region')}
          data={[
            { value: ALL, label: t('settings.managers.allRegions') },
            ...(regions ?? []).map((r) => ({ value: String(r.id), label: r.name })),
          ]}
          value={region ?? ALL}
          onChange={(value) => chooseRegion(value === ALL ? null : value)}
          allowDeselect={false}
          searchable
          w={{ base: '100%', xs: 300 }}
        />
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setDialog({ kind: 'create' })}>
          {t('settings.managers.add')}
        </Button>
      </Group>

      {managers.isError && !managers.data ? (
        <LoadFailedAlert
          title={t('settings.loadFailed')}
          error={managers.error}
          onRetry={() => void managers.refetch()}
        />
      ) : (
        <ResponsiveTable<TItManager>
          label={t('settings.managers.list')}
          records={shown}
          fetching={managers.isFetching}
          empty={t(region ? 'settings.managers.emptyRegion' : 'settings.managers.empty')}
          emptyHeight={160}
          columns={[
            {
              accessor: 'full_name',
              title: t('settings.managers.fullName'),
              card: 'title',
              render: (m) => (
                <Text size="sm" fw={500} component="span">
                  {m.full_name}
                </Text>
              ),
            },
            { accessor: 'region.name', title: t('settings.managers.region') },
            {
              accessor: 'position',
              title: t('settings.managers.position'),
              render: (m) => m.position || EMPTY_VALUE,
            },
            {
              accessor: 'email',
              title: t('settings.managers.email'),
              render: (m) => (
                <Anchor href={`mailto:${m.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {m.email}
                </Anchor>
              ),
            },
            {
              accessor: 'phone',
              title: t('settings.managers.phone'),
              noWrap: true,
              render: (m) => m.phone || EMPTY_VALUE,
            },
            {
              accessor: 'actions',
              title: t('settings.managers.actions'),
              textAlign: 'right',
              card: 'footer',
              render: (m) => (
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button
                    variant="light"
                    size="compact-sm"
                    leftSection={<IconPencil size={16} aria-hidden />}
                    aria-label={t('settings.managers.editFor', { name: m.full_name })}
                    onClick={() => setDialog({ kind: 'edit', manager: m })}
                  >
                    {t('settings.managers.edit')}
                  </Button>
                  <Button
                    variant="light"
                    color="red"
                    size="compact-sm"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    aria-label={t('settings.managers.removeFor', { name: m.full_name })}
                    onClick={() => setDialog({ kind: 'remove', manager: m })}
                  >
                    {t('settings.managers.remove')}
                  </Button>
                </Group>
              ),
            },
          ]}
        />
      )}
      <ChangeHistory area="managers_it_rp" />
      <ItManagerDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </SettingsScreen>
  );
}
