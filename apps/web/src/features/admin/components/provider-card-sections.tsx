import { type ReactNode } from 'react';
import { Anchor, Paper, SimpleGrid, Stack, Text, Timeline } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TOrganizationEvent, TProviderDetails } from '@tt/contracts/admin';
import { splitContacts } from '@tt/contracts/contacts';
import { ROLE_LABELS, type TBankRole } from '@tt/contracts/permissions';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { CardSection } from '../../../components/ui/card-section';
import type { ListColumn } from '../../../components/ui/list-columns';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { OfferStatusBadge } from '../../../components/ui/offer-status-badge';
import { TenderStatusBadge } from '../../../lib/tenders/tender-status-badge';
import { lastSignIn, UserRoles, UserStateBadge } from './users-tab';
import '../../../i18n/uk-admin';

/** The sections of the bank's provider card (../routes/provider-card-route.tsx). */

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function List({ value }: { value: string }) {
  const items = splitContacts(value).filter(Boolean);
  return items.length ? items.map((i) => <div key={i}>{i}</div>) : '—';
}

export function ProviderFields({ p }: { p: TProviderDetails }) {
  const { t } = useTranslation();
  const yesNo = (v: boolean) => (v ? t('admin.card.yes') : t('admin.card.no'));
  return (
    <CardSection title={t('admin.card.details')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="md">
        <Field label={t('admin.card.name')}>{p.name}</Field>
        <Field label={t('admin.card.brand')}>{p.brand || '—'}</Field>
        <Field label={p.is_fop ? t('admin.card.edrFop') : t('admin.card.edr')}>{p.edr}</Field>
        <Field label={t('admin.card.ipn')}>{p.ipn || '—'}</Field>
        <Field label={t('admin.card.website')}>
          {p.website ? (
            <Anchor
              href={/^https?:\/\//.test(p.website) ? p.website : `https://${p.website}`}
              target="_blank"
              rel="noreferrer"
            >
              {p.website}
            </Anchor>
          ) : (
            '—'
          )}
        </Field>
        <Field label={t('admin.card.kind')}>{p.is_fop ? t('admin.card.fop') : t('admin.card.legal')}</Field>
        <Field label={t('admin.card.pipeline')}>{yesNo(p.is_pipeline)}</Field>
        <Field label={t('admin.card.paperless')}>{yesNo(p.is_paper_less)}</Field>
        <Field label={t('admin.card.created')}>{formatDateTime(p.created_at)}</Field>
        <Field label={t('admin.card.accountingContacts')}>
          <List value={p.accounting_contacts} />
        </Field>
        <Field label={t('admin.card.accountingEmails')}>
          <List value={p.accounting_emails} />
        </Field>
        <Field label={t('admin.card.technicalSupportContacts')}>
          <List value={p.technical_support_contacts} />
        </Field>
        <Field label={t('admin.card.technicalEmails')}>
          <List value={p.technical_emails} />
        </Field>
        <Field label={t('admin.card.verifiedAt')}>
          {p.verified_at
            ? t('admin.card.verifiedBy', {
                at: formatDateTime(p.verified_at),
                who: p.verified_by_name ?? t('admin.card.system'),
              })
            : '—'}
        </Field>
      </SimpleGrid>
    </CardSection>
  );
}

export function ProviderUsers({ p }: { p: TProviderDetails }) {
  const { t } = useTranslation();
  const columns: ListColumn<TProviderDetails['users'][number]>[] = [
    {
      accessor: 'email',
      title: t('admin.columns.user'),
      card: 'title',
      render: (u) => (
        <>
          <Text size="sm" fw={500}>
            {`${u.first_name} ${u.last_name}`.trim() || u.email}
          </Text>
          <Text size="xs" c="dimmed">
            {u.email}
          </Text>
        </>
      ),
    },
    { accessor: 'roles', title: t('admin.columns.role'), render: (u) => <UserRoles user={u} /> },
    {
      accessor: 'is_active',
      title: t('admin.columns.state'),
      card: 'aside',
      render: (u) => <UserStateBadge user={u} />,
    },
    { accessor: 'last_sign_in_at', title: t('admin.columns.lastSignIn'), noWrap: true, render: lastSignIn },
  ];
  return (
    <CardSection title={t('admin.card.users')}>
      {p.users.length ? (
        <ResponsiveTable
          label={t('admin.card.users')}
          columns={columns}
          records={p.users}
          empty={t('admin.card.noUsers')}
        />
      ) : (
        <Text c="dimmed">{t('admin.card.noUsers')}</Text>
      )}
    </CardSection>
  );
}

export function ProviderOffers({ p }: { p: TProviderDetails }) {
  const { t } = useTranslation();
  const { stats } = p;
  const decided = stats.won + stats.lost;
  const rate =
    stats.win_rate === null
      ? t('admin.card.noOutcomes')
      : t('admin.card.winRateValue', {
          rate: `${Math.round(stats.win_rate * 100)} %`,
          won: stats.won,
          decided,
        });
  const columns: ListColumn<TProviderDetails['offers'][number]>[] = [
    {
      accessor: 'tender.number',
      title: t('admin.card.tender'),
      card: 'title',
      render: (o) => (
        <>
          <Anchor component={Link} to={`/tenders/${o.tender.id}`} size="sm" fw={500}>
            {o.tender.number}
          </Anchor>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {o.tender.title}
          </Text>
        </>
      ),
    },
    {
      accessor: 'tender.status',
      title: t('admin.card.tenderStatus'),
      render: (o) => <TenderStatusBadge status={o.tender.status} />,
    },
    {
      accessor: 'status',
      title: t('admin.card.offerStatus'),
      card: 'aside',
      // Light even when won: in a table of many offers a filled badge would outweigh its row.
      render: (o) => <OfferStatusBadge status={o.status} variant="light" />,
    },
    {
      accessor: 'monthly_price',
      title: t('admin.card.monthly'),
      textAlign: 'right',
      noWrap: true,
      render: (o) => formatMoney(o.monthly_price),
    },
    {
      accessor: 'installation_price',
      title: t('admin.card.installation'),
      textAlign: 'right',
      noWrap: true,
      render: (o) => formatMoney(o.installation_price),
    },
    {
      accessor: 'submitted_at',
      title: t('admin.card.submittedAt'),
      noWrap: true,
      render: (o) => (o.submitted_at ? formatDate(o.submitted_at) : '—'),
    },
  ];
  return (
    <CardSection title={t('admin.card.offers')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Stat label={t('admin.card.offersCount')} value={String(stats.offers)} />
          <Stat label={t('admin.card.won')} value={String(stats.won)} />
          <Stat label={t('admin.card.winRate')} value={rate} />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('admin.card.offersHint')}
        </Text>
        {p.offers.length ? (
          <ResponsiveTable
            label={t('admin.card.offers')}
            columns={columns}
            records={p.offers}
            empty={t('admin.card.noOffers')}
          />
        ) : (
          <Text c="dimmed">{t('admin.card.noOffers')}</Text>
        )}
      </Stack>
    </CardSection>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Paper>
  );
}

const isRole = (r: unknown): r is TBankRole => typeof r === 'string' && r in ROLE_LABELS;

function eventDetails(e: TOrganizationEvent): string | null {
  const { from, to } = e.details;
  if (e.action === 'roles_changed' && Array.isArray(from) && Array.isArray(to)) {
    const names = (list: unknown[]) =>
      list
        .filter(isRole)
        .map((r) => ROLE_LABELS[r])
        .join(', ') || '—';
    return `${names(from)} → ${names(to)}`;
  }
  return null;
}

export function ProviderEvents({ events }: { events: TOrganizationEvent[] }) {
  const { t } = useTranslation();
  const label = (action: string) => {
    const key = `admin.events.${action}`;
    const text = t(key as 'admin.events.other', { action });
    return text === key ? t('admin.events.other', { action }) : text;
  };
  return (
    <CardSection title={t('admin.card.events')}>
      {events.length ? (
        <Timeline bulletSize={14} lineWidth={2} active={events.length}>
          {events.map((e) => {
            const details = eventDetails(e);
            return (
              <Timeline.Item key={e.id} title={label(e.action)}>
                <Text size="xs" c="dimmed">
                  {formatDateTime(e.created_at)} · {e.actor_name ?? t('admin.card.system')}
                  {e.user_email ? ` · ${e.user_email}` : ''}
                </Text>
                {details ? <Text size="sm">{details}</Text> : null}
                {e.reason ? (
                  <Text size="sm">
                    {t('admin.card.reason')}: {e.reason}
                  </Text>
                ) : null}
              </Timeline.Item>
            );
          })}
        </Timeline>
      ) : (
        <Text c="dimmed">{t('admin.card.noEvents')}</Text>
      )}
    </CardSection>
  );
}
