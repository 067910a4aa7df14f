import type { ReactNode } from 'react';
import { required } from '@tt/contracts/common';
import { CRITERIA, type TCriterion, type TEvaluationMethod, type TEvaluationWrite } from '@tt/contracts/evaluation';
import { ZTenderWrite, type TTender, type TTenderWrite } from '@tt/contracts/tenders';
import { i18n } from '../../../i18n/i18n';
import { contractValidate } from '../../../lib/contract-form';
import { isoToKyivWallTime, kyivWallTimeToIso } from '@tt/contracts/kyiv-time';
import {
  ANY,
  EMPTY_LOT_SITE,
  LOT_FORM_FIELDS,
  lotSite,
  lotToFormValues,
  lotToPayload,
  moneyToPayload,
  moneyToText,
  newLotKey,
  numberOrUndefined,
  refToText,
  textToRef,
  type LotFormValues,
  type LotSite,
} from './tender-lot-values';
import '../../../i18n/uk-tenders';

export { ANY };

/** The evaluation as its inputs hold it: the weights are kept while «lowest cost» is chosen. */
export interface EvaluationFormValues {
  method: TEvaluationMethod;
  /** Whole per cents as typed; empty means not set. */
  weights: Record<TCriterion, number | string>;
}

/** What the form's inputs hold: text for selects and money, Kyiv wall time for the deadline. */
export interface TenderFormValues {
  title: string;
  description: string;
  region_id: string | null;
  branch_name: string;
  address: string;
  bandwidth_mbps: number | string;
  physics_id: string;
  interface_id: string;
  protocol_id: string;
  /** `YYYY-MM-DD`. */
  connection_date: string | null;
  contract_months: number | string;
  /** Hryvnias as typed (`12 500,50`); empty means not set. */
  budget_monthly: string;
  /** Kyiv wall-clock time `YYYY-MM-DD HH:mm:ss`, whatever the browser's zone. */
  offers_deadline: string | null;
  min_offers: number | string;
  /**
   * Two lots or more; empty while the tender is one site, whose fields are the ones above (the
   * spec's single-site form). With lots the fields above are not used.
   */
  lots: LotFormValues[];
  evaluation: EvaluationFormValues;
}

export type TenderFormField = Exclude<keyof TenderFormValues, 'lots' | 'evaluation'>;

/** Every field of the single-site form, in the order they are shown (server errors name these). */
export const TENDER_FORM_FIELDS: readonly TenderFormField[] = [
  'title',
  'description',
  'region_id',
  'branch_name',
  'address',
  'bandwidth_mbps',
  'physics_id',
  'interface_id',
  'protocol_id',
  'connection_date',
  'contract_months',
  'budget_monthly',
  'offers_deadline',
  'min_offers',
];

/** The evaluation's inputs; `sum` stands for the weights as a whole. */
export const EVALUATION_FORM_FIELDS = [
  'evaluation.method',
  ...CRITERIA.map((c) => `evaluation.weights.${c}`),
  'evaluation.weights.sum',
] as const;

/** Fields a published tender still accepts (the server freezes the rest). */
export const EDITABLE_WHEN_PUBLISHED: readonly TenderFormField[] = ['description', 'budget_monthly'];

/**
 * Where the weights start when a person first picks the weighted method: cost first, then the
 * channel's availability and the time to connect, which a bank's branch feels; a technical score
 * only when the bank chooses to give one. They already make 100 %, to be changed at will.
 */
export const DEFAULT_WEIGHTS: EvaluationFormValues['weights'] = { cost: 60, sla: 25, connection: 15, technical: 0 };

export const EMPTY_TENDER_FORM: TenderFormValues = {
  title: '',
  description: '',
  ...EMPTY_LOT_SITE,
  contract_months: 12,
  offers_deadline: null,
  min_offers: 1,
  lots: [],
  evaluation: { method: 'lowest_cost', weights: DEFAULT_WEIGHTS },
};

/** The form has lots (two or more) rather than the single site's fields. */
export const hasLots = (values: Pick<TenderFormValues, 'lots'>) => values.lots.length > 1;

/** The lots the form describes: its lots, or the single site as lot 1. */
export function formLots(values: TenderFormValues): LotFormValues[] {
  return hasLots(values) ? values.lots : [{ key: 'site', ...lotSite(values) }];
}

/** A loaded tender as form values (the deadline as Kyiv wall time). */
export function tenderToFormValues(tender: TTender): TenderFormValues {
  return {
    title: tender.title,
    description: tender.description,
    region_id: String(tender.region_id),
    branch_name: tender.branch_name,
    address: tender.address,
    bandwidth_mbps: tender.bandwidth_mbps,
    physics_id: refToText(tender.physics_id),
    interface_id: refToText(tender.interface_id),
    protocol_id: refToText(tender.protocol_id),
    connection_date: tender.connection_date,
    contract_months: tender.contract_months,
    budget_monthly: moneyToText(tender.budget_monthly),
    offers_deadline: isoToKyivWallTime(tender.offers_deadline),
    min_offers: tender.min_offers,
    lots: tender.lots.length > 1 ? tender.lots.map(lotToFormValues) : [],
    evaluation: {
      method: tender.evaluation.method,
      weights: tender.evaluation.weights ?? DEFAULT_WEIGHTS,
    },
  };
}

function evaluationToPayload({ method, weights }: EvaluationFormValues): TEvaluationWrite {
  if (method === 'lowest_cost') return { method, weights: null };
  return {
    method,
    weights: Object.fromEntries(CRITERIA.map((c) => [c, numberOrUndefined(weights[c])])) as Record<TCriterion, number>,
  };
}

/**
 * Form values → the API's tender body: the spec's single-site form for one lot, `lots` for more.
 * Empty inputs become `undefined`, so the contract's "required" message is the one shown; the
 * deadline becomes ISO with Kyiv's offset.
 */
export function formValuesToPayload(values: TenderFormValues, withBudget: boolean): TTenderWrite {
  const tender = {
    title: values.title,
    description: values.description,
    contract_months: numberOrUndefined(values.contract_months),
    offers_deadline: kyivWallTimeToIso(values.offers_deadline) ?? (undefined as unknown as string),
    min_offers: numberOrUndefined(values.min_offers),
    evaluation: evaluationToPayload(values.evaluation),
  };
  if (hasLots(values)) return { ...tender, lots: values.lots.map((lot) => lotToPayload(lot, withBudget)) };
  const budget = moneyToPayload(values.budget_monthly);
  return {
    title: tender.title,
    description: tender.description,
    region_id: values.region_id ? Number(values.region_id) : undefined,
    branch_name: values.branch_name,
    address: values.address,
    bandwidth_mbps: numberOrUndefined(values.bandwidth_mbps),
    physics_id: textToRef(values.physics_id),
    interface_id: textToRef(values.interface_id),
    protocol_id: textToRef(values.protocol_id),
    connection_date: values.connection_date ?? (undefined as unknown as string),
    contract_months: tender.contract_months,
    budget_monthly: withBudget && budget ? budget : null,
    offers_deadline: tender.offers_deadline,
    min_offers: tender.min_offers,
    evaluation: tender.evaluation,
  };
}

/**
 * Where a message of the contract (or the server) about `path` is shown: a lot's field
 * (`lots.3.bandwidth_mbps`), an evaluation input, or a top-level field.
 */
export function formFieldOfPath(path: string): string | null {
  const parts = path.split('.');
  if (parts[0] === 'lots' && parts.length >= 3) return parts.slice(0, 3).join('.');
  if (parts[0] === 'evaluation') return parts.length >= 3 ? parts.slice(0, 3).join('.') : 'evaluation.method';
  return parts[0] || null;
}

/** The form's fields in the order they are shown, for the values it holds now. */
export function tenderFormFields(values: TenderFormValues): string[] {
  if (!hasLots(values)) return [...TENDER_FORM_FIELDS, ...EVALUATION_FORM_FIELDS];
  const lotFields = values.lots.flatMap((_, i) => LOT_FORM_FIELDS.map((f) => `lots.${i}.${f}`));
  return [
    'title',
    'description',
    'lots',
    ...lotFields,
    'offers_deadline',
    'contract_months',
    'min_offers',
    ...EVALUATION_FORM_FIELDS,
  ];
}

type FormErrors = Record<string, ReactNode>;

/**
 * The form with its lots rearranged: `order` lists, for each lot of the result, the index of an
 * existing lot (see formLots) or a new lot. Each lot's messages follow it; one lot left makes the
 * form the single-site form again, two or more the list of lots.
 */
export function arrangeLots(
  values: TenderFormValues,
  errors: FormErrors,
  order: readonly (number | LotFormValues)[],
): { values: TenderFormValues; errors: FormErrors } {
  const before = formLots(values);
  const wasSingle = !hasLots(values);
  const lotError = (index: number, field: string) => errors[wasSingle ? field : `lots.${index}.${field}`];
  const isLotPath = (key: string) =>
    key === 'lots' || key.startsWith('lots.') || (wasSingle && (LOT_FORM_FIELDS as readonly string[]).includes(key));
  const nextErrors: FormErrors = Object.fromEntries(Object.entries(errors).filter(([key]) => !isLotPath(key)));
  const lots = order.map((o) => (typeof o === 'number' ? before[o]! : o));
  const single = lots.length === 1;
  order.forEach((o, to) => {
    if (typeof o !== 'number') return;
    for (const field of LOT_FORM_FIELDS) {
      const message = lotError(o, field);
      if (message) nextErrors[single ? field : `lots.${to}.${field}`] = message;
    }
  });
  if (single) return { values: { ...values, ...lotSite(lots[0]!), lots: [] }, errors: nextErrors };
  // A lot that was the single site gets a key of its own.
  const keyed = lots.map((lot) => (lot.key === 'site' ? { ...lot, key: newLotKey() } : lot));
  return { values: { ...values, lots: keyed }, errors: nextErrors };
}

const contractRules = contractValidate(ZTenderWrite, undefined, formFieldOfPath);

/**
 * Checks the values with the same zod contract the server uses. Empty selects and dates get
 * the plain "required" message rather than a note about number or ISO formats.
 */
export function validateTenderForm(values: TenderFormValues, withBudget: boolean): Record<string, string> {
  const errors = contractRules(formValuesToPayload(values, withBudget));
  const label = (field: 'title' | 'region' | 'connectionDate' | 'deadline') => i18n.t(`tenders.fields.${field}`);
  if (!values.title.trim()) errors.title = required(label('title'));
  if (!values.offers_deadline) errors.offers_deadline = required(label('deadline'));
  const sites: [string, LotSite][] = hasLots(values)
    ? values.lots.map((lot, i) => [`lots.${i}.`, lot])
    : [['', values]];
  for (const [prefix, site] of sites) {
    if (!site.region_id) errors[`${prefix}region_id`] = required(label('region'));
    if (!site.connection_date) errors[`${prefix}connection_date`] = required(label('connectionDate'));
    if (!errors[`${prefix}connection_date`] && connectionBeforeDeadlineDay(site.connection_date, values)) {
      errors[`${prefix}connection_date`] = i18n.t('tenders.form.connectionBeforeDeadline');
    }
  }
  return errors;
}

/**
 * The connection date is earlier than the Kyiv day of the deadline: the server refuses to
 * publish such a tender (ADR 0004) — a channel cannot be wanted before the offers are even in.
 * Checked for drafts too: it is never what the person meant, and better said now than at publication.
 */
function connectionBeforeDeadlineDay(connectionDate: string | null, values: TenderFormValues): boolean {
  const deadlineIso = kyivWallTimeToIso(values.offers_deadline);
  if (!deadlineIso || !connectionDate) return false;
  // ISO with Kyiv's offset: its first ten characters are the deadline's Kyiv date.
  return connectionDate < deadlineIso.slice(0, 10);
}
