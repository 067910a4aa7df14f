import type { ReactNode } from 'react';
import { Alert, Anchor, Badge, Button, Paper, SimpleGrid, Stack, Text, Timeline, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { splitContacts } from '@tt/contracts/contacts';
import type { TOrganization } from '@tt/contracts/organization';
import type { TProviderSummary } from '@tt/contracts/provider-account';
import type { TUser, TUserState } from '@tt/contracts/users';
import { errorMessage } from '../../../lib/api-client';
import { EMPTY_VALUE, formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toasts';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { useOrganizationUsers } from '../api/list-organization-users';
import { useResendInvitation } from '../api/resend-invitation';
import { ORGANIZATION_EVENT_ACTIONS } from '@tt/contracts/admin';
import '../../../i18n/uk-provider';

/** The sections of the provider's own page (../routes/provider-route.tsx). */

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

export function OrganizationCard({ org }: { org: TOrganization }) {
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

export function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
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

export function UsersTable({ canInvite }: { canInvite: boolean }) {
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
    <ResponsiveTable<TUser>
      label={t('provider.users.title')}
      fetching={users.isLoading}
      records={users.data ?? []}
      empty={t('provider.users.empty')}
      emptyHeight={150}
      columns={[
        {
          accessor: 'name',
          title: t('provider.users.name'),
          card: 'title',
          render: (u) => `${u.first_name} ${u.last_name}`.trim() || EMPTY_VALUE,
          cardRender: (u) => <Text fw={500}>{`${u.first_name} ${u.last_name}`.trim() || u.email}</Text>,
        },
        { accessor: 'email', title: t('provider.users.email') },
        {
          accessor: 'state',
          title: t('provider.users.state'),
          card: 'aside',
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
          // A header is never empty: its name is there for screen readers.
          title: <VisuallyHidden>{t('provider.users.actions')}</VisuallyHidden>,
          cardLabel: t('provider.users.actions'),
          textAlign: 'right',
          card: 'footer',
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
export function EventLog({ events }: { events: TProviderSummary['events'] }) {
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
