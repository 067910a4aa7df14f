import { Alert, List, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { lotsWonPhrase, OWN_LOT_RESULT_LABELS } from '@tt/contracts/lots';
import type { TTender } from '@tt/contracts/tenders';
import '../../i18n/uk-tenders';

/**
 * A decided offer on a tender of several lots, told per lot, wherever the provider reads it (the
 * tender card, the offer card): how many of its lots it won («Ваша пропозиція перемогла у 1 з 3
 * лотів»), then each lot it covered with its own result. Null for a tender of one lot, whose
 * offer won or lost as a whole, and before any of its lots is decided.
 */
export function OwnLotResults({ tender }: { tender: TTender }) {
  const { t } = useTranslation();
  // The lots the server told this provider the result of: decided ones its offer covered.
  const lots = tender.lots.filter((lot) => lot.own_result != null);
  if (tender.lots.length < 2 || lots.length === 0) return null;
  const won = lots.filter((lot) => lot.own_result === 'won').length;
  return (
    <Alert
      color={won > 0 ? 'green' : 'gray'}
      variant="light"
      icon={won > 0 ? <IconTrophy size={18} /> : <IconInfoCircle size={18} />}
      role="note"
    >
      <Stack gap={4}>
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
      </Stack>
    </Alert>
  );
}
