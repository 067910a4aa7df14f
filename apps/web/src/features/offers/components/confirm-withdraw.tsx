import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TTender } from '@tt/contracts/tenders';
import { i18n } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/format';

/** Asks before withdrawing a submitted offer: the bank will not consider it unless it is submitted again. */
export function confirmWithdraw(tender: Pick<TTender, 'offers_deadline'>, onConfirm: () => void) {
  modals.openConfirmModal({
    title: i18n.t('offers.withdraw.title'),
    children: (
      <Text size="sm">{i18n.t('offers.withdraw.text', { deadline: formatDateTime(tender.offers_deadline) })}</Text>
    ),
    labels: { confirm: i18n.t('offers.withdraw.confirm'), cancel: i18n.t('offers.withdraw.keep') },
    confirmProps: { color: 'red' },
    onConfirm,
    // Mantine's close button has no name of its own.
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
  });
}
