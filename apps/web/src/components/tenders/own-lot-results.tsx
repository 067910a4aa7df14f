import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lotsWonPhrase, OWN_LOT_RESULT_LABELS } from '@tt/contracts/lots';
import type { TTender } from '@tt/contracts/tenders';
import '../../i18n/uk-tenders';

/** The decided lots the provider's own offer covered, in order: those the server told it the result of. */
export function ownDecidedLots(tender: TTender) {
  return tender.lots.filter((lot) => lot.own_result != null);
}

/**
 * A decided offer on a tender of several lots, told per lot: how many of its lots it won
 * («Ваша пропозиція перемогла у 1 з 3 лотів»), then each lot with its own result. Null for a
 * tender of one lot, whose offer won or lost as a whole.
 */
export function OwnLotResults({ tender }: { tender: TTender }) {
  const { t } = useTranslation();
  const lots = ownDecidedLots(tender);
  if (tender.lots.length < 2 || lots.length === 0) return null;
  const won = lots.filter((lot) => lot.own_result === 'won').length;
  return (
    <>
      <Text size="sm" fw={600}>
        {won > 0
          ? t('tenders.ownOffer.wonLots', { lots: lotsWonPhrase(won, lots.length) })
          : t('tenders.ownOffer.lostLots', { count: lots.length })}
      </Text>
      <List size="sm" spacing={2}>
        {lots.map((lot) => (
          <List.Item key={lot.id}>
            {t('tenders.ownOffer.lotResult', {
              position: lot.position,
              branch: lot.branch_name,
              result: OWN_LOT_RESULT_LABELS[lot.own_result!],
            })}
          </List.Item>
        ))}
      </List>
    </>
  );
}
