import { DataList, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { formatKyivDateTime } from '@tt/contracts/kyiv-time';
import { fromKopiyky, kopiykyOf } from '@tt/contracts/money';
import { DataField } from '../../../components/ui/data-field';
import { i18n } from '../../../i18n/i18n';
import { formatMoney } from '../../../lib/format';

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
  const f = submitFigures(terms);
  const t = i18n.t.bind(i18n);
  return (
    <Stack gap="md">
      <DataList orientation="vertical" withDivider>
        <DataField label={t('offers.submit.monthly')}>{`${f.monthly} (${f.vat})`}</DataField>
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
 * changed or withdrawn. `onConfirm` runs on «Подати пропозицію».
 */
export function confirmSubmit(terms: SubmitTerms, onConfirm: () => void) {
  modals.openConfirmModal({
    title: i18n.t('offers.submit.title'),
    children: <SubmitSummary terms={terms} />,
    labels: { confirm: i18n.t('offers.submit.confirm'), cancel: i18n.t('offers.submit.keep') },
    onConfirm,
    // Mantine's close button has no name of its own.
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
  });
}
