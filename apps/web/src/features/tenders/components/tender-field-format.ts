import type { TChannelKind } from '@tt/contracts/dictionaries';
import { evaluationText, ZEvaluationRead } from '@tt/contracts/evaluation';
import type { TTenderWrite } from '@tt/contracts/tenders';
import { i18n, type TKey } from '../../../i18n/i18n';
import { EMPTY_VALUE, formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import type { ChannelMap } from '../../../lib/session';
import '../../../i18n/uk-tenders';

type TenderField = keyof TTenderWrite;

/** The form's label of each written field, so history names fields the way the form does. */
export const TENDER_FIELD_LABEL_KEYS: Record<TenderField, TKey> = {
  title: 'tenders.fields.title',
  description: 'tenders.fields.description',
  region_id: 'tenders.fields.region',
  branch_name: 'tenders.fields.branch',
  address: 'tenders.fields.address',
  bandwidth_mbps: 'tenders.fields.bandwidth',
  physics_id: 'tenders.fields.physics',
  interface_id: 'tenders.fields.interface',
  protocol_id: 'tenders.fields.protocol',
  connection_date: 'tenders.fields.connectionDate',
  contract_months: 'tenders.fields.contractMonths',
  budget_monthly: 'tenders.fields.budget',
  offers_deadline: 'tenders.fields.deadline',
  min_offers: 'tenders.fields.minOffers',
  lots: 'tenders.fields.lots',
  evaluation: 'tenders.fields.evaluation',
};

export function isTenderField(name: string): name is TenderField {
  return Object.hasOwn(TENDER_FIELD_LABEL_KEYS, name);
}

/** The label of a tender field, or the raw name for a field this version does not know. */
export function tenderFieldLabel(name: string): string {
  return isTenderField(name) ? i18n.t(TENDER_FIELD_LABEL_KEYS[name]) : name;
}

export interface FieldFormatContext {
  regions: readonly { id: number; name: string }[] | null;
  channels: Partial<Record<TChannelKind, ChannelMap>>;
}

const CHANNEL_FIELDS: Partial<Record<TenderField, TChannelKind>> = {
  physics_id: 'physics',
  interface_id: 'interface',
  protocol_id: 'protocol',
};

/** A stored value of a tender field as the card shows it: names for ids, Kyiv time, money, units. */
export function formatTenderFieldValue(name: string, value: unknown, ctx: FieldFormatContext): string {
  const channelKind = isTenderField(name) ? CHANNEL_FIELDS[name] : undefined;
  if (channelKind) {
    if (value === null) return i18n.t('tenders.anyValue');
    return ctx.channels[channelKind]?.get(Number(value)) ?? `№${String(value)}`;
  }
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  switch (name) {
    case 'region_id':
      return ctx.regions?.find((r) => r.id === Number(value))?.name ?? `№${String(value)}`;
    case 'bandwidth_mbps':
      return i18n.t('tenders.mbps', { value: Number(value).toLocaleString('uk-UA') });
    case 'contract_months':
      return i18n.t('tenders.months', { count: Number(value) });
    case 'connection_date':
      return formatDate(String(value));
    case 'offers_deadline':
      return formatDateTime(String(value));
    case 'budget_monthly':
      return formatMoney(String(value));
    case 'lots':
      return Array.isArray(value) ? i18n.t('tenders.lots.count', { count: value.length }) : JSON.stringify(value);
    case 'evaluation':
      return formatEvaluation(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** «Зважена оцінка за критеріями: загальна вартість за строк договору 60 %, …», as letters word it. */
function formatEvaluation(value: unknown): string {
  const parsed = ZEvaluationRead.safeParse(value);
  return parsed.success ? evaluationText(parsed.data) : JSON.stringify(value);
}
