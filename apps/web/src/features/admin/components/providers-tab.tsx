import { useState } from 'react';
import { ActionIcon, Anchor, Group, Stack, Text, Tooltip } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TAdminProviderListItem } from '@tt/contracts/providers';
import { formatDate } from '../../../lib/format';
import { useAdminProviders } from '../api/list-providers';
import { useListUrlState } from '../../../lib/list-url-state';
import { PROVIDER_FLAGS, PROVIDER_LIST_URL, toProviderQuery } from './admin-list-url';
import {
  PROVIDER_ACTION_COLORS,
  PROVIDER_ACTION_ICONS,
  ProviderActionModal,
  availableActions,
  type ProviderActionKind,
} from './provider-action-modal';
import { ProviderStateBadges } from './provider-state-badges';
import { FilterBar, FlagSelect } from './filter-bar';
import { AdminTable } from './admin-table';
import '../../../i18n/uk-admin';

/** The «Провайдери» tab: search, four filters and paging, all in the URL; verify/block from the row. */
export function ProvidersTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { params, update } = useListUrlState(PROVIDER_LIST_URL);
  const providers = useAdminProviders(toProviderQuery(params));
  const [target, setTarget] = useState<{ id: number; name: string; kind: ProviderActionKind } | null>(null);

  const filtered = Boolean(params.q) || PROVIDER_FLAGS.some((f) => params[f] !== undefined);

  return (
    <Stack gap="md">
      <FilterBar
        searchPlaceholder={t('admin.filters.providersSearchPlaceholder')}
        q={params.q ?? ''}
        onSearch={(q) => update({ q })}
        filtered={filtered}
        onReset={() =>
          update({ q: undefined, verified: undefined, blocked: undefined, pipeline: undefined, paperless: undefined })
        }
        filters={PROVIDER_FLAGS.map((f) => (
          <FlagSelect
            key={f}
            label={t(`admin.filters.${f}`)}
            yes={t(`admin.filters.${f}Yes`)}
            no={t(`admin.filters.${f}No`)}
            value={params[f]}
            onChange={(v) => update({ [f]: v })}
            w={190}
          />
        ))}
      />

      <AdminTable<TAdminProviderListItem>
        label={t('admin.tabs.providers')}
        list={providers}
        params={params}
        update={update}
        noRecordsText={
          filtered ? `${t('admin.empty.providers')}. ${t('admin.empty.hint')}` : t('admin.empty.providers')
        }
        onRowClick={(record) => void navigate(`/admin/providers/${record.id}`)}
        columns={[
          {
            accessor: 'name',
            title: t('admin.columns.name'),
            card: 'title',
            render: (p) => (
              <Stack gap={0}>
                <Anchor component={Link} to={`/admin/providers/${p.id}`} size="sm" fw={500}>
                  {p.name}
                </Anchor>
                {p.brand ? (
                  <Text size="xs" c="dimmed">
                    {p.brand}
                  </Text>
                ) : null}
              </Stack>
            ),
          },
          { accessor: 'edr', title: t('admin.columns.edr'), noWrap: true },
          {
            accessor: 'state',
            title: t('admin.columns.state'),
            card: 'aside',
            render: (p) => <ProviderStateBadges provider={p} />,
          },
          { accessor: 'users_count', title: t('admin.columns.users'), textAlign: 'right', noWrap: true },
          {
            accessor: 'created_at',
            title: t('admin.columns.created'),
            noWrap: true,
            render: (p) => formatDate(p.created_at),
          },
          {
            accessor: 'actions',
            title: t('admin.columns.actions'),
            textAlign: 'right',
            noWrap: true,
            card: 'footer',
            render: (p) => (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                {availableActions(p).map((kind) => {
                  const Icon = PROVIDER_ACTION_ICONS[kind];
                  const label = `${t(`admin.actions.${kind}`)}: ${p.name}`;
                  return (
                    <Tooltip key={kind} label={t(`admin.actions.${kind}`)}>
                      <ActionIcon
                        variant="light"
                        color={PROVIDER_ACTION_COLORS[kind]}
                        aria-label={label}
                        onClick={() => setTarget({ id: p.id, name: p.name, kind })}
                      >
                        <Icon size={18} />
                      </ActionIcon>
                    </Tooltip>
                  );
                })}
              </Group>
            ),
          },
        ]}
      />
      <ProviderActionModal target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
