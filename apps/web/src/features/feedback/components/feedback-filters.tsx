import { Grid, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_STATUSES,
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_TOPICS,
  FEEDBACK_TOPIC_LABELS,
  type TFeedbackStatus,
  type TFeedbackTopic,
} from '@tt/contracts/feedback';
import { DateRangeCols, FilterPanel } from '../../../components/ui/filter-panel';
import { SearchField } from '../../../components/ui/search-field';
import { hasFilters, type FeedbackListParams } from './feedback-list-url';
import '../../../i18n/uk-feedback';

export type FeedbackFilterPatch = Partial<Pick<FeedbackListParams, 'status' | 'topic' | 'q' | 'from' | 'to'>>;

const STATUS_OPTIONS = FEEDBACK_STATUSES.map((s) => ({ value: s, label: FEEDBACK_STATUS_LABELS[s] }));
const TOPIC_OPTIONS = FEEDBACK_TOPICS.map((s) => ({ value: s, label: FEEDBACK_TOPIC_LABELS[s] }));

/** State, topic, text and period; each change reaches the address bar. */
export function FeedbackFilters({
  params,
  onChange,
  onReset,
}: {
  params: FeedbackListParams;
  onChange: (patch: FeedbackFilterPatch) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterPanel
      label={t('feedback.admin.filters.label')}
      filtered={hasFilters(params)}
      resetLabel={t('feedback.admin.filters.reset')}
      onReset={onReset}
    >
      <Grid gap="sm">
        <Grid.Col span={{ base: 6, sm: 4, lg: 2 }}>
          <Select
            label={t('feedback.admin.filters.status')}
            placeholder={t('feedback.admin.filters.all')}
            data={STATUS_OPTIONS}
            value={params.status ?? null}
            onChange={(v) => onChange({ status: (v as TFeedbackStatus | null) ?? undefined })}
            clearable
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4, lg: 3 }}>
          <Select
            label={t('feedback.admin.filters.topic')}
            placeholder={t('feedback.admin.filters.all')}
            data={TOPIC_OPTIONS}
            value={params.topic ?? null}
            onChange={(v) => onChange({ topic: (v as TFeedbackTopic | null) ?? undefined })}
            clearable
            comboboxProps={{ width: 280, position: 'bottom-start' }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4, lg: 3 }}>
          <SearchField
            label={t('feedback.admin.filters.q')}
            placeholder={t('feedback.admin.filters.qPlaceholder')}
            clearLabel={t('feedback.admin.filters.clear')}
            value={params.q ?? ''}
            onChange={(q) => onChange({ q })}
          />
        </Grid.Col>
        <DateRangeCols from={params.from} to={params.to} onChange={onChange} />
      </Grid>
    </FilterPanel>
  );
}
