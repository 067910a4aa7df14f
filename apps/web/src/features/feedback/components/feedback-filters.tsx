import { useState } from 'react';
import { ActionIcon, Button, Grid, Group, Paper, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconCalendar, IconFilterOff, IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_STATUSES,
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_TOPICS,
  FEEDBACK_TOPIC_LABELS,
  type TFeedbackStatus,
  type TFeedbackTopic,
} from '@tt/contracts/feedback';
import { KyivDatePickerInput } from '../../../components/ui/kyiv-date-picker-input';
import { KyivDatesProvider } from '../../../components/ui/kyiv-dates-provider';
import { hasFilters, type FeedbackListParams } from './feedback-list-url';
import 'dayjs/locale/uk';
import '@mantine/dates/styles.css';

export type FeedbackFilterPatch = Partial<Pick<FeedbackListParams, 'status' | 'topic' | 'q' | 'from' | 'to'>>;

const SEARCH_DELAY = 400;
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
    <Paper withBorder p="md" component="section" aria-label={t('feedback.admin.filters.label')}>
      <KyivDatesProvider>
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
            <SearchInput value={params.q ?? ''} onChange={(q) => onChange({ q })} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3, lg: 2 }}>
            <KyivDatePickerInput
              label={t('feedback.admin.filters.from')}
              placeholder={t('feedback.admin.filters.datePlaceholder')}
              leftSection={<IconCalendar size={16} />}
              value={params.from ?? null}
              maxDate={params.to}
              onChange={(from) => onChange({ from: from ?? undefined })}
              clearable
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3, lg: 2 }}>
            <KyivDatePickerInput
              label={t('feedback.admin.filters.to')}
              placeholder={t('feedback.admin.filters.datePlaceholder')}
              leftSection={<IconCalendar size={16} />}
              value={params.to ?? null}
              minDate={params.from}
              onChange={(to) => onChange({ to: to ?? undefined })}
              clearable
            />
          </Grid.Col>
        </Grid>
      </KyivDatesProvider>
      {hasFilters(params) ? (
        <Group justify="flex-end" mt="sm">
          <Button variant="subtle" size="xs" leftSection={<IconFilterOff size={14} />} onClick={onReset}>
            {t('feedback.admin.filters.reset')}
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}

/** The field answers every keystroke; the address bar (and the call) follow after a pause. */
function SearchInput({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    // Changed from outside (back button, reset): show the address bar's text.
    setSynced(value);
    if (value !== text) setText(value);
  }
  const write = useDebouncedCallback(onChange, SEARCH_DELAY);
  return (
    <TextInput
      label={t('feedback.admin.filters.q')}
      placeholder={t('feedback.admin.filters.qPlaceholder')}
      leftSection={<IconSearch size={16} />}
      value={text}
      maxLength={200}
      onChange={(event) => {
        setText(event.currentTarget.value);
        write(event.currentTarget.value);
      }}
      // Leaving the field writes what is typed at once, so a late write cannot undo a later change.
      onBlur={() => write.flush()}
      rightSection={
        text ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t('feedback.admin.filters.clear')}
            onClick={() => {
              setText('');
              write.cancel();
              onChange('');
            }}
          >
            <IconX size={14} />
          </ActionIcon>
        ) : null
      }
    />
  );
}
