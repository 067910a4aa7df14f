import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, DataList, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TProposal } from '@tt/contracts/offers';
import type { TTender } from '@tt/contracts/tenders';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { serverFormError } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { showToast } from '../../../lib/toasts';
import { useAwardTender } from '../api/award-tender';
import { tenderSummaryKeys } from '../api/offer-keys';
import { isVersionConflict } from './offer-errors';

const REASON_MAX = 2000;

interface AwardModalProps {
  tender: TTender;
  /** The offer to award; the modal is closed while null. */
  proposal: TProposal | null;
  onClose: () => void;
}

/** «Обрати переможцем»: names the provider and the cost, takes an optional reason, then awards. */
export function AwardModal({ tender, proposal, onClose }: AwardModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={proposal !== null} onClose={onClose} title={t('offers.award.title')} size="lg" centered>
      {/* Rebuilt on every opening, so a previous reason or error does not linger. */}
      {proposal ? <AwardForm tender={tender} proposal={proposal} onClose={onClose} /> : null}
    </Modal>
  );
}

function AwardForm({ tender, proposal, onClose }: { tender: TTender; proposal: TProposal; onClose: () => void }) {
  const { t } = useTranslation();
  const award = useAwardTender();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    award.mutate(
      { tenderId: tender.id, body: { offer_id: proposal.id, reason: reason.trim(), version: tender.version } },
      {
        onSuccess: (updated) => {
          showToast({
            severity: 'success',
            summary: t('offers.award.done'),
            detail: t('offers.award.doneText', { number: updated.number, organization: proposal.organization.name }),
          });
          onClose();
        },
        onError: (error) => {
          if (isVersionConflict(error)) {
            // The tender changed meanwhile (e.g. cancelled): load it again before anyone retries.
            void queryClient.invalidateQueries({ queryKey: tenderSummaryKeys.detail(tender.id) });
            setMessage(t('offers.award.conflict'));
            return;
          }
          const parsed = serverFormError(error, ['reason']);
          setMessage([parsed.message, parsed.fields.reason].filter(Boolean).join('\n') || null);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert title={t('offers.award.failed')} message={message} />
        <Text size="sm">
          {t('offers.award.text', { number: tender.number, organization: proposal.organization.name })}
        </Text>
        <DataList labelWidth={220}>
          <DataList.Item>
            <DataList.ItemLabel>{t('offers.list.provider')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <Text fw={600} inherit>
                {proposal.organization.name}
              </Text>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('offers.fields.monthlyPrice')}</DataList.ItemLabel>
            <DataList.ItemValue>{formatMoney(proposal.monthly_price)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>
              {t('offers.compare.total', { months: t('offers.values.months', { count: tender.contract_months }) })}
            </DataList.ItemLabel>
            <DataList.ItemValue>{formatMoney(proposal.total_cost)}</DataList.ItemValue>
          </DataList.Item>
        </DataList>
        <Text size="sm" c="dimmed">
          {t('offers.award.consequences')}
        </Text>
        <Textarea
          label={t('offers.award.reason')}
          description={t('offers.award.reasonHint')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={award.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="green" loading={award.isPending}>
            {t('offers.award.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
