import { memo, useMemo, type ChangeEvent, type ReactNode } from 'react';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconCalendar,
  IconChevronDown,
  IconChevronUp,
  IconCopy,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TChannelKind } from '@tt/contracts/dictionaries';
import type { TLotField } from '@tt/contracts/lots';
import { ChannelSelect } from '../../../components/ui/channel-select';
import { FormSection } from '../../../components/ui/form-section';
import { KyivDatePickerInput } from '../../../components/ui/kyiv-date-picker-input';
import { DecimalTextInput, WholeNumberInput } from '../../../components/ui/unit-inputs';
import { EMPTY_VALUE, formatDate, formatMoney } from '../../../lib/format';
import type { ChannelMap } from '../../../lib/session';
import { useChannels, useSession } from '../../../lib/use-session';
import { LotsToolbar } from './lot-import';
import { ANY, LOT_FORM_FIELDS, earliestConnection, type LotFormValues } from './tender-lot-values';
import type { useTenderFormFlow } from './use-tender-form-flow';
import '../../../i18n/uk-tenders';

type Flow = ReturnType<typeof useTenderFormFlow>;

/** «Лот 2 — Відділення №5», or «Лот 2» while the branch is not named. */
export function useLotTitle() {
  const { t } = useTranslation();
  return (n: number, branch: string) =>
    branch.trim() ? t('tenders.lots.titleWithBranch', { n, branch: branch.trim() }) : t('tenders.lots.title', { n });
}

/** The tender's lots, one card each, with the buttons that add, import, copy, move and remove them. */
export function TenderLotsSection({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const { regions } = useSession();
  const channels = useChannels();
  const { form, published, withBudget, lots, lotImport } = flow;
  const regionData = useMemo(() => (regions ?? []).map((r) => ({ value: String(r.id), label: r.name })), [regions]);
  const change = (index: number, field: TLotField, value: unknown) =>
    form.setFieldValue(`lots.${index}.${field}`, value as never);
  const actions: LotActions = {
    change,
    duplicate: lots.duplicate,
    remove: lots.remove,
    move: lots.move,
    toggle: lots.toggle,
  };
  const lotsError = form.errors.lots;
  const count = form.values.lots.length;
  return (
    <FormSection title={t('tenders.lots.section')}>
      <Text size="xs" c="dimmed">
        {t('tenders.lots.hint')}
      </Text>
      {lotsError ? (
        <Text size="sm" c="red.8" data-path="lots" role="alert">
          {lotsError}
        </Text>
      ) : null}
      {count >= 2 ? (
        <Group gap="xs">
          <Button size="compact-sm" variant="default" onClick={() => lots.foldAll(true)}>
            {t('tenders.lots.foldAll')}
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => lots.foldAll(false)}>
            {t('tenders.lots.unfoldAll')}
          </Button>
        </Group>
      ) : null}
      {form.values.lots.map((lot, index) => {
        const errors = LOT_FORM_FIELDS.map((f) => form.errors[`lots.${index}.${f}`]);
        return (
          <LotCard
            key={lot.key}
            lot={lot}
            index={index}
            count={count}
            errors={errors}
            // A lot with a message to read shows its fields whatever the reader folded.
            folded={lots.folded.has(lot.key) && !errors.some(Boolean)}
            published={published}
            withBudget={withBudget}
            canAdd={lots.canAdd}
            deadline={form.values.offers_deadline}
            regionData={regionData}
            channels={channels}
            titleId={lots.titleId(lot.key)}
            actions={actions}
          />
        );
      })}
      {published ? null : <LotsToolbar lots={lots} lotImport={lotImport} />}
    </FormSection>
  );
}

interface LotActions {
  change: (index: number, field: TLotField, value: unknown) => void;
  duplicate: (index: number) => void;
  remove: (index: number) => void;
  move: (index: number, direction: 'up' | 'down') => void;
  toggle: (key: string) => void;
}

interface LotCardProps {
  lot: LotFormValues;
  index: number;
  count: number;
  /** Messages of the lot's fields, in LOT_FORM_FIELDS order. */
  errors: ReactNode[];
  /** Shown as its title and a one-line summary, the fields hidden. */
  folded: boolean;
  published: boolean;
  withBudget: boolean;
  canAdd: boolean;
  deadline: string | null;
  regionData: { value: string; label: string }[];
  channels: Partial<Record<TChannelKind, ChannelMap>>;
  titleId: string;
  /** Read the form when called, so a card need not render again when they change. */
  actions: LotActions;
}

/** A card renders again only when what it shows changes: a long list stays quick to type in. */
function sameCard(a: LotCardProps, b: LotCardProps): boolean {
  const keys: (keyof LotCardProps)[] = [
    'lot',
    'index',
    'count',
    'folded',
    'published',
    'withBudget',
    'canAdd',
    'deadline',
    'regionData',
    'titleId',
  ];
  const kinds: TChannelKind[] = ['physics', 'interface', 'protocol'];
  return (
    keys.every((k) => a[k] === b[k]) &&
    kinds.every((kind) => a.channels[kind] === b.channels[kind]) &&
    a.errors.every((e, i) => e === b.errors[i])
  );
}

const eventValue = (value: unknown) =>
  value && typeof value === 'object' && 'currentTarget' in value
    ? (value as ChangeEvent<HTMLInputElement>).currentTarget.value
    : value;

const LotCard = memo(function LotCard(props: LotCardProps) {
  const { t } = useTranslation();
  const lotTitle = useLotTitle();
  const { lot, index, count, folded, published, actions } = props;
  const fieldsId = `${props.titleId}-fields`;
  const n = index + 1;
  const branch = lot.branch_name.trim();
  const name = branch ? t('tenders.lots.nameWithBranch', { n, branch }) : t('tenders.lots.name', { n });
  const locked = (field: TLotField) => published && field !== 'budget_monthly';
  const bind = (field: TLotField) => ({
    value: lot[field] as never,
    onChange: (value: unknown) => actions.change(index, field, eventValue(value)),
    error: props.errors[LOT_FORM_FIELDS.indexOf(field)],
    disabled: locked(field),
    'data-path': `lots.${index}.${field}`,
  });
  const channelSelect = (kind: TChannelKind, field: 'physics_id' | 'interface_id' | 'protocol_id', label: string) => (
    <ChannelSelect
      kind={kind}
      label={label}
      channels={props.channels[kind]}
      empty={{ value: ANY, label: t('tenders.hints.any') }}
      {...bind(field)}
    />
  );

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} role="group" aria-labelledby={props.titleId} data-lot-key={lot.key}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h5" id={props.titleId} tabIndex={-1} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {lotTitle(n, lot.branch_name)}
          </Title>
          <Group gap={4} role="group" aria-label={t('tenders.lots.actionsLabel', { lot: name })}>
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={folded ? <IconChevronDown size={14} /> : <IconChevronUp size={14} />}
              onClick={() => actions.toggle(lot.key)}
              aria-expanded={!folded}
              aria-controls={fieldsId}
              aria-label={t(folded ? 'tenders.lots.unfoldLabel' : 'tenders.lots.foldLabel', { lot: name })}
            >
              {t(folded ? 'tenders.lots.unfold' : 'tenders.lots.fold')}
            </Button>
            {published ? null : (
              <>
                <LotButton
                  icon={IconArrowUp}
                  word={t('tenders.lots.up')}
                  label={t('tenders.lots.upLabel', { lot: name })}
                  disabled={index === 0}
                  onClick={() => actions.move(index, 'up')}
                  data-lot-action="up"
                />
                <LotButton
                  icon={IconArrowDown}
                  word={t('tenders.lots.down')}
                  label={t('tenders.lots.downLabel', { lot: name })}
                  disabled={index === count - 1}
                  onClick={() => actions.move(index, 'down')}
                  data-lot-action="down"
                />
                <LotButton
                  icon={IconCopy}
                  word={t('tenders.lots.duplicate')}
                  label={t('tenders.lots.duplicateLabel', { lot: name })}
                  disabled={!props.canAdd}
                  onClick={() => actions.duplicate(index)}
                />
                <LotButton
                  icon={IconTrash}
                  word={t('tenders.lots.remove')}
                  label={t('tenders.lots.removeLabel', { lot: name })}
                  color="red"
                  onClick={() => actions.remove(index)}
                />
              </>
            )}
          </Group>
        </Group>
        {folded ? (
          <LotSummary lot={lot} regionData={props.regionData} channels={props.channels} withBudget={props.withBudget} />
        ) : null}
        <Stack gap="sm" id={fieldsId} hidden={folded} display={folded ? 'none' : undefined}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('tenders.fields.region')}
              placeholder={t('tenders.hints.selectRegion')}
              data={props.regionData}
              searchable
              required
              {...bind('region_id')}
            />
            <TextInput label={t('tenders.fields.branch')} required maxLength={200} {...bind('branch_name')} />
          </SimpleGrid>
          <TextInput label={t('tenders.fields.address')} required maxLength={300} {...bind('address')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <WholeNumberInput
              label={`${t('tenders.fields.bandwidth')}, ${t('tenders.fields.bandwidthUnit')}`}
              required
              min={1}
              max={100_000}
              thousandSeparator=" "
              unit={t('tenders.fields.bandwidthUnit')}
              unitWidth={64}
              {...bind('bandwidth_mbps')}
            />
            {channelSelect('physics', 'physics_id', t('tenders.fields.physics'))}
            {channelSelect('interface', 'interface_id', t('tenders.fields.interface'))}
            {channelSelect('protocol', 'protocol_id', t('tenders.fields.protocol'))}
            <KyivDatePickerInput
              label={t('tenders.fields.connectionDate')}
              placeholder={t('tenders.hints.pickDate')}
              required
              leftSection={<IconCalendar size={16} />}
              minDate={published ? undefined : earliestConnection(props.deadline)}
              clearable
              {...bind('connection_date')}
            />
            {props.withBudget ? (
              <DecimalTextInput label={t('tenders.fields.budget')} unit="₴" {...bind('budget_monthly')} />
            ) : null}
          </SimpleGrid>
        </Stack>
      </Stack>
    </Paper>
  );
}, sameCard);

/** A folded lot in one line: where, what channel, by when and, for the bank, for how much. */
function LotSummary({
  lot,
  regionData,
  channels,
  withBudget,
}: Pick<LotCardProps, 'lot' | 'regionData' | 'channels' | 'withBudget'>) {
  const { t } = useTranslation();
  const channel = (kind: TChannelKind, value: string) =>
    value === ANY ? t('tenders.hints.any') : (channels[kind]?.get(Number(value)) ?? EMPTY_VALUE);
  const region = regionData.find((r) => r.value === lot.region_id)?.label;
  const parts = [
    [lot.address.trim(), region].filter(Boolean).join(', ') || EMPTY_VALUE,
    lot.bandwidth_mbps === ''
      ? EMPTY_VALUE
      : t('tenders.mbps', { value: Number(lot.bandwidth_mbps).toLocaleString('uk-UA') }),
    [
      channel('physics', lot.physics_id),
      channel('interface', lot.interface_id),
      channel('protocol', lot.protocol_id),
    ].join(' / '),
    t('tenders.lots.connectBy', { date: lot.connection_date ? formatDate(lot.connection_date) : EMPTY_VALUE }),
    withBudget && lot.budget_monthly ? t('tenders.lots.budgetOf', { sum: formatMoney(lot.budget_monthly) }) : null,
  ];
  return (
    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      {parts.filter(Boolean).join(' · ')}
    </Text>
  );
}

/**
 * One of a lot's buttons. Its word shows from a tablet up; on a phone its icon (and its label,
 * which names the lot) keep the row short.
 */
function LotButton({
  icon: Icon,
  word,
  label,
  ...rest
}: {
  icon: typeof IconTrash;
  word: string;
  label: string;
  disabled?: boolean;
  color?: string;
  onClick: () => void;
  'data-lot-action'?: string;
}) {
  return (
    <Button size="compact-sm" variant="subtle" leftSection={<Icon size={14} />} aria-label={label} {...rest}>
      <Text span inherit visibleFrom="sm">
        {word}
      </Text>
    </Button>
  );
}
