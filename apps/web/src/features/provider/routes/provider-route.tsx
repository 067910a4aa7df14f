import type { ReactNode } from 'react';
import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconArchive, IconPencil, IconSend, IconUserPlus } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { splitContacts } from '@tt/contracts/contacts';
import type { TOrganization } from '@tt/contracts/organization';
import type { TProviderSummary } from '@tt/contracts/provider-account';
import type { TUser, TUserState } from '@tt/contracts/users';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { errorMessage } from '../../../lib/api-client';
import { EMPTY_VALUE, formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toasts';
import { useCan } from '../../../lib/use-session';
import { useProviderSummary } from '../api/get-provider-summary';
import { useOrganizationUsers } from '../api/list-organization-users';
import { useResendInvitation } from '../api/resend-invitation';
import { InviteModal } from '../components/invite-modal';
import { VerificationBadge, VerificationState } from '../components/verification-state';
import 'mantine-datatable/styles.css';
import { ORGANIZATION_EVENT_ACTIONS } from '@tt/contracts/admin';

const STATE_COLORS: Record<TUserState, string> = { active: 'green', invited: 'blue', disabled: 'gray' };

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <div>{children}</div>
    </div>
  );
}

/** A contact string as a list, one item per line; «—» when empty. */
function ContactList({ value, mail }: { value: string; mail?: boolean }) {
  const items = splitContacts(value).filter(Boolean);
  if (items.length === 0) return <Text>{EMPTY_VALUE}</Text>;
  return (
    <Stack gap={2}>
      {items.map((item) =>
        mail ? (
          <Anchor key={item} href={`mailto:${item}`}>
            {item}
          </Anchor>
        ) : (
          <Text key={item}>{item}</Text>
        ),
      )}
    </Stack>
  );
}

function OrganizationCard({ org }: { org: TOrganization }) {
  const { t } = useTranslation();
  const yesNo = (v: boolean) => (v ? t('provider.card.yes') : t('provider.card.no'));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <Field label={t('provider.card.name')}>
        <Text fw={500}>{org.name}</Text>
      </Field>
      <Field label={t('provider.card.brand')}>
        <Text>{org.brand || EMPTY_VALUE}</Text>
      </Field>
      <Field label={org.is_fop ? t('provider.card.edrFop') : t('provider.card.edr')}>
        <Text ff="monospace">{org.edr}</Text>
      </Field>
      <Field label={t('provider.card.ipn')}>
        <Text ff="monospace">{org.ipn || EMPTY_VALUE}</Text>
      </Field>
      <Field label={t('provider.card.kind')}>
        <Text>{org.is_fop ? t('provider.card.fop') : t('provider.card.legal')}</Text>
      </Field>
      <Field label={t('provider.card.website')}>
        {org.website ? (
          <Anchor
            href={/^https?:\/\//.test(org.website) ? org.website : `https://${org.website}`}
            target="_blank"
            rel="noreferrer"
          >
            {org.website}
          </Anchor>
        ) : (
          <Text>{EMPTY_VALUE}</Text>
        )}
      </Field>
      <Field label={t('provider.card.accountingContacts')}>
        <ContactList value={org.accounting_contacts} />
      </Field>
      <Field label={t('provider.card.accountingEmails')}>
        <ContactList value={org.accounting_emails} mail />
      </Field>
      <Field label={t('provider.card.technicalSupportContacts')}>
        <ContactList value={org.technical_support_contacts} />
      </Field>
      <Field label={t('provider.card.technicalEmails')}>
        <ContactList value={org.technical_emails} mail />
      </Field>
      <Field label={t('provider.card.pipeline')}>
        <Text>{yesNo(org.is_pipeline)}</Text>
      </Field>
      <Field label={t('provider.card.paperLess')}>
        <Text>{yesNo(org.is_paper_less)}</Text>
      </Field>
    </SimpleGrid>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

function UsersTable({ canInvite }: { canInvite: boolean }) {
  const { t } = useTranslation();
  const users = useOrganizationUsers();
  const resend = useResendInvitation();
  const onResend = (user: TUser) =>
    resend.mutate(user.id, {
      onSuccess: () =>
        showToast({
          severity: 'success',
          summary: t('provider.users.resent'),
          detail: t('provider.users.resentDetail'),
        }),
    });
  if (users.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {errorMessage(users.error)}
      </Alert>
    );
  }
  return (
    <DataTable<TUser>
      withTableBorder
      borderRadius="sm"
      minHeight={users.data?.length ? undefined : 150}
      fetching={users.isLoading}
      records={users.data ?? []}
      noRecordsText={t('provider.users.empty')}
      columns={[
        {
          accessor: 'name',
          title: t('provider.users.name'),
          render: (u) => `${u.first_name} ${u.last_name}`.trim() || EMPTY_VALUE,
        },
        { accessor: 'email', title: t('provider.users.email') },
        {
          accessor: 'state',
          title: t('provider.users.state'),
          render: (u) => {
            const state = u.state ?? 'active';
            return (
              <Badge color={STATE_COLORS[state]} variant="light" radius="sm" tt="none">
                {t(`provider.users.${state}`)}
              </Badge>
            );
          },
        },
        {
          accessor: 'actions',
          title: '',
          textAlign: 'right',
          render: (u) =>
            canInvite && u.state === 'invited' ? (
              <Button
                size="compact-xs"
                variant="subtle"
                leftSection={<IconSend size={14} />}
                loading={resend.isPending && resend.variables === u.id}
                onClick={() => onResend(u)}
              >
                {t('provider.users.resend')}
              </Button>
            ) : null,
        },
      ]}
    />
  );
}

type EventAction = (typeof ORGANIZATION_EVENT_ACTIONS)[number] | 'other';
const knownAction = (a: string): EventAction =>
  (ORGANIZATION_EVENT_ACTIONS as readonly string[]).includes(a) ? (a as EventAction) : 'other';

/** Who did what to the organisation lately; bank staff are shown as «Банк». */
function EventLog({ events }: { events: TProviderSummary['events'] }) {
  const { t } = useTranslation();
  if (events.length === 0) return <Text c="dimmed">{t('provider.events.empty')}</Text>;
  return (
    <Timeline bulletSize={12} lineWidth={2}>
      {events.map((e) => {
        const who =
          e.actor_name ?? (e.action === 'registered' ? t('provider.events.system') : t('provider.events.bank'));
        const reset = e.action === 'organization_updated' && e.details.verification_reset === true;
        return (
          <Timeline.Item key={e.id} title={t(`provider.events.actions.${knownAction(e.action)}`)}>
            <Text size="sm">{[who, e.user_email].filter(Boolean).join(' · ')}</Text>
            {reset ? (
              <Text size="sm" c="orange.8">
                {t('provider.events.verificationReset')}
              </Text>
            ) : null}
            {e.reason ? <Text size="sm">{e.reason}</Text> : null}
            <Text size="xs" c="dimmed">
              {formatDateTime(e.created_at)}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}

/** /provider: the organisation card, verification, users and figures. */
export function ProviderRoute() {
  const { t } = useTranslation();
  const summary = useProviderSummary();
  const canEdit = useCan('organization.edit');
  const [inviteOpened, invite] = useDisclosure(false);

  if (summary.isError) {
    return (
      <LoadFailedAlert title={t('provider.loadFailed')} error={summary.error} onRetry={() => void summary.refetch()} />
    );
  }
  const data = summary.data;
  const winRate = data?.stats.win_rate;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Group gap="sm" align="center">
          <Title order={1} size="h2">
            {data?.organization.name ?? t('provider.title')}
          </Title>
          {data ? <VerificationBadge state={data.verification.state} /> : null}
        </Group>
        <Group gap="sm">
          <Button component={Link} to="/provider/history" variant="default" leftSection={<IconArchive size={18} />}>
            {t('provider.history')}
          </Button>
          {canEdit ? (
            <Button component={Link} to="/provider/organization/edit" leftSection={<IconPencil size={18} />}>
              {t('provider.edit')}
            </Button>
          ) : null}
        </Group>
      </Group>

      {data ? (
        <>
          <VerificationState verification={data.verification} />
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            <Figure label={t('provider.stats.participated')} value={String(data.stats.tenders_participated)} />
            <Figure label={t('provider.stats.submitted')} value={String(data.stats.offers_submitted)} />
            <Figure label={t('provider.stats.won')} value={String(data.stats.offers_won)} />
            <Figure
              label={t('provider.stats.winRate')}
              value={winRate === null || winRate === undefined ? EMPTY_VALUE : `${Math.round(winRate * 100)}%`}
              hint={t('provider.stats.winRateHint')}
            />
          </SimpleGrid>
          <Paper withBorder p="lg">
            <Title order={2} size="h4" mb="md">
              {t('provider.card.title')}
            </Title>
            <OrganizationCard org={data.organization} />
          </Paper>
        </>
      ) : (
        <Text c="dimmed">{t('app.loading')}</Text>
      )}

      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Title order={2} size="h4">
            {t('provider.users.title')}
          </Title>
          {canEdit ? (
            <Button variant="light" leftSection={<IconUserPlus size={18} />} onClick={invite.open}>
              {t('provider.users.invite')}
            </Button>
          ) : null}
        </Group>
        <UsersTable canInvite={canEdit} />
      </Stack>
      {data ? (
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="md">
            {t('provider.events.title')}
          </Title>
          <EventLog events={data.events} />
        </Paper>
      ) : null}
      <InviteModal opened={inviteOpened} onClose={invite.close} />
    </Stack>
  );
}
