import type { ReactNode } from 'react';
import { Anchor, DataList, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OWN_LOT_RESULT_LABELS, type TLot } from '@tt/contracts/lots';
import type { TTender } from '@tt/contracts/tenders';
import { CardSection } from '../../../components/ui/card-section';
import { DataField } from '../../../components/ui/data-field';
import { useNarrowScreen } from '../../../components/ui/responsive-table';
import { EMPTY_VALUE, formatDate, formatMoney } from '../../../lib/format';
import { useChannels, useSession } from '../../../lib/use-session';
import classes from './tender-details.module.css';
import '../../../i18n/uk-tenders';

interface LotColumn {
  key: string;
  title: string;
  /** A share of the table's width for the columns whose text wraps. */
  width?: string;
  render: (lot: TLot) => ReactNode;
  /** At the right; `nowrap` keeps a number, a date or a sum on one line. */
  numeric?: boolean;
  nowrap?: boolean;
}

/**
 * The lots of a tender of several: a table from a tablet up, a compact card a lot on a phone
 * (nothing scrolls sideways). The budget shows when the reader gets it (the bank), the decision
 * on each lot once taken: its winner or why it did not take place for the bank, the provider's
 * own result.
 */
export function TenderCardLots({ tender }: { tender: TTender }) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const columns = useLotColumns(tender.lots);
  return (
    <CardSection
      title={t('tenders.lots.section')}
      extra={
        <Text size="sm" c="dimmed">
          {t('tenders.lots.count', { count: tender.lots.length })}
        </Text>
      }
    >
      {narrow ? (
        <ol className={classes.lotCards}>
          {tender.lots.map((lot) => (
            <LotReadCard key={lot.id} lot={lot} columns={columns} />
          ))}
        </ol>
      ) : (
        <Table verticalSpacing="xs" horizontalSpacing="xs" fz="sm" striped>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.key} scope="col" ta={c.numeric ? 'right' : undefined} w={c.width}>
                  {c.title}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tender.lots.map((lot) => (
              <Table.Tr key={lot.id}>
                {columns.map((c) => (
                  <Table.Td
                    key={c.key}
                    ta={c.numeric ? 'right' : undefined}
                    style={c.nowrap ? { whiteSpace: 'nowrap' } : { overflowWrap: 'break-word' }}
                  >
                    {c.render(lot)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </CardSection>
  );
}

/** A lot on a phone: its title and site, the channel, then the rest as «label — value». */
function LotReadCard({ lot, columns }: { lot: TLot; columns: LotColumn[] }) {
  const { t } = useTranslation();
  const title = lot.branch_name
    ? t('tenders.lots.titleWithBranch', { n: lot.position, branch: lot.branch_name })
    : t('tenders.lots.title', { n: lot.position });
  const byKey = (key: string) => columns.find((c) => c.key === key)!.render(lot);
  return (
    <Paper component="li" withBorder p="sm">
      <Title order={3} size="h5" mb={4} style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      <Stack gap="xs" fz="sm">
        <LotPlace lot={lot} />
        {byKey('channel')}
        <DataList orientation="horizontal">
          {columns
            .filter((c) => !['number', 'site', 'channel'].includes(c.key))
            .map((c) => (
              <DataField key={c.key} label={c.title}>
                {c.render(lot)}
              </DataField>
            ))}
        </DataList>
      </Stack>
    </Paper>
  );
}

/** The lot's address and region, as one quiet line. */
function LotPlace({ lot }: { lot: TLot }) {
  const { regions } = useSession();
  const region = regions?.find((r) => r.id === lot.region_id)?.name ?? EMPTY_VALUE;
  return (
    <Text span size="sm" c="dimmed" display="block">
      {lot.address}, {region}
    </Text>
  );
}

/** The columns the reader's lots have: budget and decision only when the data holds them. */
function useLotColumns(lots: TLot[]): LotColumn[] {
  const { t } = useTranslation();
  const { bankUser } = useSession();
  const channels = useChannels();
  const channel = (kind: 'physics' | 'interface' | 'protocol', id: number | null) =>
    (id !== null && channels[kind]?.get(id)) || EMPTY_VALUE;
  const withBudget = lots.some((l) => l.budget_monthly !== undefined);
  const withDecision = bankUser && lots.some((l) => l.decision);
  const withOwnResult = !bankUser && lots.some((l) => l.own_result);

  const columns: (LotColumn | false)[] = [
    { key: 'number', title: t('tenders.lots.number'), nowrap: true, render: (l) => l.position },
    {
      key: 'site',
      title: t('tenders.lots.branchAddress'),
      width: '30%',
      render: (l) => (
        <>
          <Text span size="sm" fw={500} display="block">
            {l.branch_name}
          </Text>
          <LotPlace lot={l} />
        </>
      ),
    },
    {
      key: 'channel',
      title: t('tenders.card.requirements'),
      width: '30%',
      // What the lot requires: a choice left open («Будь-яке») is not repeated on every row.
      render: (l) => {
        const required = (['physics', 'interface', 'protocol'] as const).filter((kind) => l[`${kind}_id`] !== null);
        return (
          <Stack gap={0}>
            <Text span size="sm" fw={500}>
              {t('tenders.mbps', { value: l.bandwidth_mbps.toLocaleString('uk-UA') })}
            </Text>
            {required.map((kind) => (
              <Text span size="sm" key={kind}>
                {t(`tenders.fields.${kind}`)}: {channel(kind, l[`${kind}_id`])}
              </Text>
            ))}
            {required.length === 0 ? (
              <Text span size="sm" c="dimmed">
                {t('tenders.lots.anyChannel')}
              </Text>
            ) : null}
          </Stack>
        );
      },
    },
    {
      key: 'connection',
      title: t('tenders.fields.connectionDate'),
      nowrap: true,
      render: (l) => formatDate(l.connection_date),
    },
    withBudget && {
      key: 'budget',
      title: t('tenders.fields.budget'),
      numeric: true,
      nowrap: true,
      render: (l) => formatMoney(l.budget_monthly),
    },
    withDecision && { key: 'decision', title: t('tenders.lots.decision'), render: (l) => <LotDecision lot={l} /> },
    withOwnResult && {
      key: 'own',
      title: t('tenders.lots.ownResult'),
      render: (l) => (l.own_result ? OWN_LOT_RESULT_LABELS[l.own_result] : EMPTY_VALUE),
    },
  ];
  return columns.filter((c): c is LotColumn => Boolean(c));
}

/** The bank's decision on a lot: its winner, or that it did not take place and why. */
function LotDecision({ lot }: { lot: TLot }) {
  const { t } = useTranslation();
  const { decision } = lot;
  if (!decision) return EMPTY_VALUE;
  if (decision.outcome === 'unsuccessful') {
    return (
      <Stack gap={0}>
        <Text span size="sm" fw={500}>
          {t('tenders.lots.unsuccessful')}
        </Text>
        {decision.reason ? (
          <Text span size="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {decision.reason}
          </Text>
        ) : null}
      </Stack>
    );
  }
  const winner = decision.winner;
  return (
    <Text span size="sm">
      {t('tenders.lots.winner')}{' '}
      {winner ? (
        <Anchor component={Link} to={`/tenders/offers/${winner.offer_id}`} size="sm">
          {winner.organization.name}
        </Anchor>
      ) : (
        EMPTY_VALUE
      )}
    </Text>
  );
}
