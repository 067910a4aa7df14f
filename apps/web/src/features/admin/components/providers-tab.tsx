import { useState } from 'react';
import { ActionIcon, Anchor, Button, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TAdminProviderListItem } from '@tt/contracts/providers';
import { formatDate } from '../../../lib/format';
import { useAdminProviders } from '../api/admin-api';
import {
  PAGE_SIZES,
  PROVIDER_FLAGS,
  readProviderParams,
  toProviderQuery,
  writeProviderParams,
  type Flag,
  type ProviderFlag,
  type ProviderParams,
} from '../routes/admin-params';
import {
  PROVIDER_ACTION_COLORS,
  PROVIDER_ACTION_ICONS,
  ProviderActionModal,
  availableActions,
  type ProviderActionKind,
} from './provider-action-modal';
import { ProviderStateBadges } from './provider-state-badges';
import { SearchInput } from './search-input';
import { LoadFailedAlert } from './load-failed-alert';
import 'mantine-datatable/styles.css';

/** The «Провайдери» tab: search, four filters and paging, all in the URL; verify/block from the row. */
export function ProvidersTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const params = readProviderParams(search);
  const providers = useAdminProviders(toProviderQuery(params));
  const [target, setTarget] = useState<{ id: number; name: string; kind: ProviderActionKind } | null>(null);

  const update = (patch: Partial<ProviderParams>, resetPage = true) =>
    setSearch(writeProviderParams(search, { ...params, ...patch, ...(resetPage ? { page: 1 } : {}) }), {
      replace: 'q' in patch,
    });
  const setFlag = (f: ProviderFlag, v: Flag) => update({ flags: { ...params.flags, [f]: v } });
  const filtered = params.q !== '' || PROVIDER_FLAGS.some((f) => params.flags[f] !== null);

  const flagSelect = (f: ProviderFlag) => (
    <Select
      key={f}
      label={t(`admin.filters.${f}`)}
      data={[
        { value: 'all', label: t('admin.filters.all') },
        { value: 'true', label: t(`admin.filters.${f}Yes`) },
        { value: 'false', label: t(`admin.filters.${f}No`) },
      ]}
      value={params.flags[f] ?? 'all'}
      onChange={(v) => setFlag(f, v === 'true' || v === 'false' ? v : null)}
      allowDeselect={false}
      w={190}
    />
  );

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SearchInput
          label={t('admin.filters.search')}
          placeholder={t('admin.filters.providersSearchPlaceholder')}
          value={params.q}
          onChange={(q) => update({ q })}
        />
        {PROVIDER_FLAGS.map(flagSelect)}
        {filtered ? (
          <Button
            variant="subtle"
            onClick={() => update({ q: '', flags: { verified: null, blocked: null, pipeline: null, paperless: null } })}
          >
            {t('admin.filters.reset')}
          </Button>
        ) : null}
      </Group>

      {providers.isError && !providers.data ? (
        <LoadFailedAlert error={providers.error} onRetry={() => void providers.refetch()} />
      ) : (
        <DataTable<TAdminProviderListItem>
          withTableBorder
          borderRadius="md"
          highlightOnHover
          verticalSpacing="sm"
          minHeight={providers.data?.items.length ? undefined : 220}
          idAccessor="id"
          records={providers.data?.items ?? []}
          fetching={providers.isFetching}
          loadingText={t('admin.loading')}
          noRecordsText={
            filtered ? `${t('admin.empty.providers')}. ${t('admin.empty.hint')}` : t('admin.empty.providers')
          }
          totalRecords={providers.data?.total ?? 0}
          recordsPerPage={params.pageSize}
          page={params.page}
          onPageChange={(page) => update({ page }, false)}
          recordsPerPageOptions={[...PAGE_SIZES]}
          onRecordsPerPageChange={(pageSize) => update({ pageSize })}
          recordsPerPageLabel={t('admin.perPage')}
          paginationText={({ from, to, totalRecords }) => t('admin.pagination', { from, to, total: totalRecords })}
          onRowClick={({ record, event }) => {
            if ((event.target as HTMLElement).closest('a, button')) return;
            void navigate(`/admin/providers/${record.id}`);
          }}
          columns={[
            {
              accessor: 'name',
              title: t('admin.columns.name'),
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
      )}
      <ProviderActionModal target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
