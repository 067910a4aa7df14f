import type { ReactNode } from 'react';
import { Anchor, Group, Text } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TEmailSummary } from '@tt/contracts/emails';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { RowTitleButton } from '../../../components/ui/row-title-button';
import type { ListPaging } from '../../../components/ui/list-columns';
import { EMPTY_VALUE, formatDateTime } from '../../../lib/format';
import { EmailRecipients } from './email-recipients';
import { EmailStatusCell, templateLabel } from './email-status';
import '../../../i18n/uk-email-archive';

interface EmailTableProps {
  records: TEmailSummary[];
  fetching: boolean;
  paging: ListPaging;
  empty: ReactNode;
  onOpen: (letter: TEmailSummary) => void;
}

/** The archive's page of letters: a table from a tablet up, cards on a phone. */
export function EmailTable({ records, fetching, paging, empty, onOpen }: EmailTableProps) {
  const { t } = useTranslation();
  return (
    <ResponsiveTable<TEmailSummary>
      label={t('emailArchive.list')}
      records={records}
      fetching={fetching}
      empty={empty}
      emptyHeight={260}
      paging={paging}
      onRowClick={onOpen}
      columns={[
        {
          accessor: 'created_at',
          title: t('emailArchive.columns.created'),
          noWrap: true,
          render: (letter) => formatDateTime(letter.created_at),
        },
        {
          accessor: 'subject',
          title: t('emailArchive.columns.subject'),
          card: 'title',
          render: (letter) => (
            <>
              <RowTitleButton
                label={t('emailArchive.open', { subject: letter.subject })}
                onClick={() => onOpen(letter)}
              >
                {letter.subject}
              </RowTitleButton>
              {letter.resend_of ? (
                <Group gap={4} c="dimmed" mt={2} wrap="nowrap">
                  <IconRepeat size={14} aria-hidden />
                  <Text size="xs" c="dimmed">
                    {t('emailArchive.resentCopy')}
                  </Text>
                </Group>
              ) : null}
            </>
          ),
        },
        {
          accessor: 'to',
          title: t('emailArchive.columns.recipients'),
          render: (letter) => <EmailRecipients letter={letter} />,
        },
        {
          accessor: 'template',
          title: t('emailArchive.columns.template'),
          render: (letter) => <Text size="sm">{templateLabel(letter.template)}</Text>,
        },
        {
          accessor: 'tender',
          title: t('emailArchive.columns.tender'),
          noWrap: true,
          render: (letter) =>
            letter.tender ? (
              <Anchor component={Link} to={`/tenders/${letter.tender.id}`} size="sm" title={letter.tender.title}>
                {t('emailArchive.tenderNumber', { number: letter.tender.number })}
              </Anchor>
            ) : (
              EMPTY_VALUE
            ),
        },
        {
          accessor: 'status',
          title: t('emailArchive.columns.status'),
          width: 230,
          render: (letter) => <EmailStatusCell letter={letter} />,
        },
      ]}
    />
  );
}
