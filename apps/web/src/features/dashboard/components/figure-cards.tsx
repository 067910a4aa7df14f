import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TDashboard } from '@tt/contracts/statistics';
import { EMPTY_VALUE, formatMoney } from '../../../lib/format';
import { formatCount, formatDecimal, formatShare } from './dashboard-format';
import '../../../i18n/uk-dashboard';

interface Figure {
  label: string;
  value: string;
  /** What the figure is of, or why it is missing. */
  note: string;
}

/** The headline figures of the period; a missing one reads «—» and says why in words. */
export function FigureCards({ totals }: { totals: TDashboard['totals'] }) {
  const { t } = useTranslation();
  const unsealed = totals.tenders_unsealed > 0;
  const published = totals.tenders_published > 0;
  const figures: Figure[] = [
    {
      label: t('dashboard.figures.published'),
      value: formatCount(totals.tenders_published),
      note: t('dashboard.figures.publishedNote'),
    },
    {
      label: t('dashboard.figures.offers'),
      value: formatCount(totals.offers_received),
      note: unsealed
        ? t('dashboard.figures.offersNote', { count: totals.tenders_unsealed })
        : t('dashboard.figures.noUnsealed'),
    },
    {
      label: t('dashboard.figures.averageOffers'),
      value: formatDecimal(totals.average_offers),
      note: totals.average_offers === null ? t('dashboard.figures.noUnsealed') : '',
    },
    {
      label: t('dashboard.figures.singleOffer'),
      value: formatShare(totals.single_offer_share),
      note:
        totals.single_offer_share === null ? t('dashboard.figures.noUnsealed') : t('dashboard.figures.singleOfferNote'),
    },
    {
      label: t('dashboard.figures.unsuccessful'),
      value: formatShare(totals.unsuccessful_share),
      note: published ? t('dashboard.figures.shareOfPublished') : t('dashboard.figures.noPublished'),
    },
    {
      label: t('dashboard.figures.cancelled'),
      value: formatShare(totals.cancelled_share),
      note: published ? t('dashboard.figures.shareOfPublished') : t('dashboard.figures.noPublished'),
    },
    {
      label: t('dashboard.figures.daysToAward'),
      value: formatDecimal(totals.average_days_to_award),
      note:
        totals.average_days_to_award === null
          ? t('dashboard.figures.noAwarded')
          : t('dashboard.figures.daysToAwardNote'),
    },
    totals.savings_tenders > 0
      ? {
          label: t('dashboard.figures.savings'),
          value: formatMoney(totals.savings),
          note: t('dashboard.figures.savingsNote', {
            count: totals.savings_tenders,
            percent: formatShare(totals.savings_percent),
          }),
        }
      : { label: t('dashboard.figures.savings'), value: EMPTY_VALUE, note: t('dashboard.figures.noSavings') },
  ];
  return (
    <SimpleGrid
      component="ul"
      aria-label={t('dashboard.figures.label')}
      cols={{ base: 1, xs: 2, md: 4 }}
      spacing="md"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {figures.map((f) => (
        <Paper component="li" withBorder p="md" key={f.label}>
          <Text size="sm" c="dimmed">
            {f.label}
          </Text>
          <Text fz={26} fw={700} lh={1.3} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {f.value}
          </Text>
          {f.note ? (
            <Text size="xs" c="dimmed">
              {f.note}
            </Text>
          ) : null}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
