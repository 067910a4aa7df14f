import { useState } from 'react';
import { ActionIcon, Anchor, Badge, Button, Group, Menu, Select, Stack, Text } from '@mantine/core';
import { IconDots, IconMailForward, IconPlus, IconUserCheck, IconUserCog, IconUserOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TAdminUser } from '@tt/contracts/admin';
import { BANK_ROLES, ROLE_LABELS } from '@tt/contracts/permissions';
import { errorMessage } from '../../../lib/api-client';
import { EMPTY_VALUE, formatDate, formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toasts';
import { useSession } from '../../../lib/use-session';
import { useAdminUsers } from '../api/list-users';
import { useResendInvitation } from '../api/resend-invitation';
import { useListUrlState } from '../../../lib/list-url-state';
import { USER_LIST_URL, toUserQuery, type UserParams } from './admin-list-url';
import { AdminTable } from './admin-table';
import { FilterBar, FlagSelect } from './filter-bar';
import { CreateUserModal, UserDialogModal, type UserDialog } from './user-modals';
import '../../../i18n/uk-admin';

const badge = { variant: 'light', radius: 'sm', tt: 'none', miw: 'max-content' } as const;

/**
 * When a user last signed in: a bank user's to the minute, a provider user's only the date — the
 * server sends no more for them (ADR 0016).
 */
export function lastSignIn(user: Pick<TAdminUser, 'last_sign_in_at' | 'last_sign_in_on'>): string {
  if (user.last_sign_in_at) return formatDateTime(user.last_sign_in_at);
  return user.last_sign_in_on ? formatDate(user.last_sign_in_on) : EMPTY_VALUE;
}

export function UserStateBadge({ user }: { user: Pick<TAdminUser, 'is_active' | 'has_password'> }) {
  const { t } = useTranslation();
  if (!user.is_active)
    return (
      <Badge color="red" {...badge}>
        {t('admin.state.disabled')}
      </Badge>
    );
  if (!user.has_password)
    return (
      <Badge color="yellow" {...badge}>
        {t('admin.state.invited')}
      </Badge>
    );
  return (
    <Badge color="green" {...badge}>
      {t('admin.state.active')}
    </Badge>
  );
}

export function UserRoles({ user }: { user: Pick<TAdminUser, 'role' | 'roles'> }) {
  const roles = user.role === 'bank' ? user.roles : (['provider'] as const);
  return (
    <Group gap={4}>
      {roles.map((r) => (
        <Badge key={r} color={r === 'provider' ? 'gray' : 'indigo'} {...badge}>
          {ROLE_LABELS[r]}
        </Badge>
      ))}
    </Group>
  );
}

/** The «Користувачі» tab: every user, bank and provider; bank users are created and managed here. */
export function UsersTab() {
  const { t } = useTranslation();
  const { loginInfo } = useSession();
  const { params, update } = useListUrlState(USER_LIST_URL);
  const users = useAdminUsers(toUserQuery(params));
  const resend = useResendInvitation();
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<UserDialog>(null);

  const filtered = Boolean(params.q) || params.role !== undefined || params.active !== undefined;

  const sendInvitation = (user: TAdminUser) =>
    resend.mutate(user.id, {
      onSuccess: () =>
        showToast({ severity: 'success', summary: t('admin.users.invitationSent'), detail: { message: user.email } }),
      onError: (error) =>
        showToast({ severity: 'error', summary: t('errors.title'), detail: { message: errorMessage(error) } }),
    });

  return (
    <Stack gap="md">
      <FilterBar
        searchPlaceholder={t('admin.filters.usersSearchPlaceholder')}
        q={params.q ?? ''}
        onSearch={(q) => update({ q })}
        filtered={filtered}
        onReset={() => update({ q: undefined, role: undefined, active: undefined })}
        filters={
          <>
            <Select
              label={t('admin.filters.role')}
              w={{ base: '100%', xs: 230 }}
              allowDeselect={false}
              value={params.role ?? 'all'}
              data={[
                { value: 'all', label: t('admin.filters.all') },
                { value: 'bank', label: t('admin.filters.roleBank') },
                ...BANK_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] })),
                { value: 'provider', label: t('admin.filters.roleProvider') },
              ]}
              onChange={(v) => update({ role: !v || v === 'all' ? undefined : (v as UserParams['role']) })}
            />
            <FlagSelect
              label={t('admin.filters.active')}
              yes={t('admin.filters.activeYes')}
              no={t('admin.filters.activeNo')}
              value={params.active}
              onChange={(active) => update({ active })}
              w={160}
            />
          </>
        }
      >
        <Button ml="auto" leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
          {t('admin.actions.createUser')}
        </Button>
      </FilterBar>

      <AdminTable<TAdminUser>
        label={t('admin.tabs.users')}
        list={users}
        params={params}
        update={update}
        noRecordsText={t('admin.empty.users')}
        columns={[
          {
            accessor: 'email',
            title: t('admin.columns.user'),
            card: 'title',
            render: (u) => (
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {`${u.first_name} ${u.last_name}`.trim() || u.email}
                  {u.id === loginInfo?.id ? (
                    <Text span size="xs" c="dimmed">
                      {` (${t('admin.users.you')})`}
                    </Text>
                  ) : null}
                </Text>
                <Text size="xs" c="dimmed">
                  {u.email}
                </Text>
              </Stack>
            ),
          },
          {
            accessor: 'organization',
            title: t('admin.columns.organization'),
            render: (u) =>
              u.organization ? (
                <Anchor component={Link} to={`/admin/providers/${u.organization.id}`} size="sm">
                  {u.organization.name}
                </Anchor>
              ) : (
                <Text size="sm">{t('admin.users.bank')}</Text>
              ),
          },
          { accessor: 'roles', title: t('admin.columns.role'), render: (u) => <UserRoles user={u} /> },
          {
            accessor: 'is_active',
            title: t('admin.columns.state'),
            card: 'aside',
            render: (u) => <UserStateBadge user={u} />,
          },
          {
            accessor: 'last_sign_in_at',
            title: t('admin.columns.lastSignIn'),
            noWrap: true,
            render: lastSignIn,
          },
          {
            accessor: 'actions',
            title: t('admin.columns.actions'),
            textAlign: 'right',
            card: 'footer',
            render: (u) => (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="subtle" color="gray" aria-label={`${t('admin.actions.more')}: ${u.email}`}>
                    <IconDots size={18} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  {u.role === 'bank' ? (
                    <Menu.Item
                      leftSection={<IconUserCog size={16} />}
                      onClick={() => setDialog({ kind: 'roles', user: u })}
                    >
                      {t('admin.actions.changeRoles')}
                    </Menu.Item>
                  ) : null}
                  {!u.has_password && u.is_active ? (
                    <Menu.Item leftSection={<IconMailForward size={16} />} onClick={() => sendInvitation(u)}>
                      {t('admin.actions.resendInvitation')}
                    </Menu.Item>
                  ) : null}
                  {u.is_active ? (
                    <Menu.Item
                      color="red"
                      leftSection={<IconUserOff size={16} />}
                      onClick={() => setDialog({ kind: 'disable', user: u })}
                    >
                      {t('admin.actions.disable')}
                    </Menu.Item>
                  ) : (
                    <Menu.Item
                      leftSection={<IconUserCheck size={16} />}
                      onClick={() => setDialog({ kind: 'enable', user: u })}
                    >
                      {t('admin.actions.enable')}
                    </Menu.Item>
                  )}
                </Menu.Dropdown>
              </Menu>
            ),
          },
        ]}
      />
      <CreateUserModal opened={creating} onClose={() => setCreating(false)} />
      <UserDialogModal dialog={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
