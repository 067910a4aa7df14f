import { DataList, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatKyivDateTime } from '@tt/contracts/kyiv-time';
import { fromKopiyky, kopiykyOf } from '@tt/contracts/money';
import { AppDialog } from '../../../components/ui/app-dialog';
import { DataField } from '../../../components/ui/data-field';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { i18n } from '../../../i18n/i18n';
import { formatMoney } from '../../../lib/format';
import '../../../i18n/uk-offers';

/** What a submission commits the provider to, as the offer states it (money as the API writes it). */
export interface SubmitTerms {
  /** «12500.50» */
  monthly_price: string;
  installation_price: string;
  vat_included: boolean;
  /** The contract term the offer proposes, in months. */
  contract_months: number;
  /** The tender's deadline, an ISO instant. */
  offers_deadline: string;
  /** How many lots the sums cover, on a tender of several lots. */
  lots?: number;
}

/**
 * The figures the confirmation restates: the monthly fee, the fee over the whole contract term
 * (monthly × months, in whole kopiyky) and the deadline in Kyiv time.
 */
export function submitFigures(terms: SubmitTerms) {
  const termTotal = fromKopiyky(kopiykyOf(terms.monthly_price) * BigInt(terms.contract_months));
  return {
    monthly: formatMoney(terms.monthly_price),
    termTotal: formatMoney(termTotal),
    installation: formatMoney(terms.installation_price),
    vat: i18n.t(terms.vat_included ? 'offers.values.withVat' : 'offers.values.withoutVat'),
    months: i18n.t('offers.values.months', { count: terms.contract_months }),
    deadline: i18n.t('offers.values.kyivTime', { value: formatKyivDateTime(Date.parse(terms.offers_deadline)) }),
  };
}

function SubmitSummary({ terms }: { terms: SubmitTerms }) {
  const { t } = useTranslation();
  const f = submitFigures(terms);
  return (
    <Stack gap="md">
      <DataList orientation="vertical" withDivider>
        <DataField
          label={terms.lots ? t('offers.submit.monthlyLots', { count: terms.lots }) : t('offers.submit.monthly')}
        >{`${f.monthly} (${f.vat})`}</DataField>
        <DataField label={t('offers.submit.termTotal', { months: f.months })}>
          <Text span fw={700} data-testid="submit-term-total">
            {f.termTotal}
          </Text>
          <Text size="xs">{t('offers.submit.termFormula', { monthly: f.monthly, months: terms.contract_months })}</Text>
        </DataField>
        <DataField label={t('offers.submit.installation')}>{f.installation}</DataField>
        <DataField label={t('offers.submit.deadline')}>{f.deadline}</DataField>
      </DataList>
      <Text size="sm">{t('offers.submit.until', { deadline: f.deadline })}</Text>
    </Stack>
  );
}

/**
 * Asks before submitting: restates what the offer commits to and until when it can still be
 * changed or withdrawn. «Подати пропозицію» runs `onConfirm`.
 */
export function SubmitConfirmDialog({
  terms,
  opened,
  onConfirm,
  onClose,
}: {
  terms: SubmitTerms | null;
  opened: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AppDialog title={t('offers.submit.title')} opened={opened} onClose={onClose} size="md">
      {terms ? <SubmitSummary terms={terms} /> : null}
      <DialogActions
        onCancel={onClose}
        label={t('offers.submit.confirm')}
        loading={false}
        onConfirm={onConfirm}
        mt="lg"
      />
    </AppDialog>
  );
}
