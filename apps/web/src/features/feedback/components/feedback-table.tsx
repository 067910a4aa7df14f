import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_TOPIC_LABELS, type TFeedbackMessage } from '@tt/contracts/feedback';
import { Address } from '../../../components/ui/address';
import type { ListPaging } from '../../../components/ui/list-columns';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { RowTitleButton } from '../../../components/ui/row-title-button';
import { formatDateTime } from '../../../lib/format';
import { FeedbackStatusBadge } from './feedback-status';
import '../../../i18n/uk-feedback';

interface FeedbackTableProps {
  records: TFeedbackMessage[];
  fetching: boolean;
  paging: ListPaging;
  empty: ReactNode;
  onOpen: (message: TFeedbackMessage) => void;
}

/** A page of messages: a table from a tablet up, cards on a phone. */
export function FeedbackTable({ records, fetching, paging, empty, onOpen }: FeedbackTableProps) {
  const { t } = useTranslation();
  return (
    <ResponsiveTable<TFeedbackMessage>
      label={t('feedback.admin.list')}
      records={records}
      fetching={fetching}
      empty={empty}
      emptyHeight={260}
      paging={paging}
      onRowClick={onOpen}
      columns={[
        {
          accessor: 'created_at',
          title: t('feedback.admin.columns.created'),
          noWrap: true,
          render: (m) => formatDateTime(m.created_at),
        },
        {
          accessor: 'name',
          title: t('feedback.admin.columns.sender'),
          card: 'title',
          render: (m) => (
            <Stack gap={0}>
              <RowTitleButton label={t('feedback.admin.open', { name: m.name })} onClick={() => onOpen(m)}>
                {m.name}
              </RowTitleButton>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                <Address address={m.email} />
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'topic',
          title: t('feedback.admin.columns.topic'),
          render: (m) => <Text size="sm">{FEEDBACK_TOPIC_LABELS[m.topic]}</Text>,
        },
        {
          accessor: 'message',
          title: t('feedback.admin.columns.message'),
          render: (m) => (
            <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {m.message}
            </Text>
          ),
        },
        {
          accessor: 'status',
          title: t('feedback.admin.columns.status'),
          width: 200,
          render: (m) => (
            <Stack gap={2} align="flex-start">
              <FeedbackStatusBadge status={m.status} />
              {m.replies.length ? (
                <Text size="xs" c="dimmed">
                  {t('feedback.admin.replies', { count: m.replies.length })}
                </Text>
              ) : null}
            </Stack>
          ),
        },
      ]}
    />
  );
}
