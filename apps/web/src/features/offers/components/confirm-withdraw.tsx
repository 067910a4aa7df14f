import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TTender } from '@tt/contracts/tenders';
import { AppDialog } from '../../../components/ui/app-dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { formatDateTime } from '../../../lib/format';
import '../../../i18n/uk-offers';

/** Asks before withdrawing a submitted offer: the bank will not consider it unless it is submitted again. */
export function WithdrawConfirmDialog({
  tender,
  opened,
  onConfirm,
  onClose,
}: {
  tender: Pick<TTender, 'offers_deadline'>;
  opened: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AppDialog title={t('offers.withdraw.title')} opened={opened} onClose={onClose} size="md">
      <Text size="sm">{t('offers.withdraw.text', { deadline: formatDateTime(tender.offers_deadline) })}</Text>
      <DialogActions
        onCancel={onClose}
        label={t('offers.withdraw.confirm')}
        color="red"
        loading={false}
        onConfirm={onConfirm}
        mt="lg"
      />
    </AppDialog>
  );
}
