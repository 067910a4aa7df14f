import { useId, useState } from 'react';
import { Anchor, Button, Code, DataList, Group, List, Stack, Tabs, Text, Title, useMatches } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TEmailDetails } from '@tt/contracts/emails';
import { AppDialog } from '../../../components/ui/app-dialog';
import { DataField } from '../../../components/ui/data-field';
import { DialogLoadState } from '../../../components/ui/load-failed-alert';
import { EMPTY_VALUE, formatDateTime } from '../../../lib/format';
import { useEmail } from '../api/get-email';
import { EmailRecipients } from './email-recipients';
import { EmailStatusBadge, showsError, templateLabel } from './email-status';
import '../../../i18n/uk-email-archive';

interface EmailDetailsDialogProps {
  /** The open letter's id; null when none is open. */
  id: string | null;
  /** Put aside for a moment (while its resending is confirmed). */
  hidden?: boolean;
  onClose: () => void;
  /** Opens another letter in its place: the original of a copy, or a copy of it. */
  onOpen: (id: string) => void;
  /** Shown only to those who may resend. */
  onResend?: (letter: TEmailDetails) => void;
}

/** One letter: its headers, its body (HTML in a sandboxed frame, or the text), its resent copies. */
export function EmailDetailsDialog({ id, hidden = false, onClose, onOpen, onResend }: EmailDetailsDialogProps) {
  const { t } = useTranslation();
  // The last letter shown stays while the dialog fades out.
  const [shown, setShown] = useState(id);
  if (id !== null && id !== shown) setShown(id);
  const letter = useEmail(shown);
  const data = letter.data;
  return (
    <AppDialog
      opened={id !== null && !hidden}
      onClose={onClose}
      size="xl"
      title={data?.subject ?? t('emailArchive.details.loading')}
    >
      {data ? (
        <Stack gap="lg">
          <EmailHeaders letter={data} onOpen={onOpen} />
          <EmailBody letter={data} />
          <EmailResends letter={data} onOpen={onOpen} />
          <Group justify="flex-end" gap="sm">
            {onResend ? (
              <Button leftSection={<IconRepeat size={18} />} onClick={() => onResend(data)}>
                {t('emailArchive.resend.button')}
              </Button>
            ) : null}
            <Button variant="default" onClick={onClose}>
              {t('common.close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <DialogLoadState
          query={letter}
          loading={t('emailArchive.details.loading')}
          failed={t('emailArchive.details.loadFailed')}
        />
      )}
    </AppDialog>
  );
}

/** Labels beside the values, narrower on a phone, so the body is near the top there too. */
function useLabelWidth() {
  return useMatches({ base: 110, sm: 220 });
}

const breakable = { overflowWrap: 'anywhere' } as const;

function EmailHeaders({ letter, onOpen }: { letter: TEmailDetails; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const labelWidth = useLabelWidth();
  return (
    <section aria-labelledby={titleId}>
      <Title order={3} size="h5" mb="xs" id={titleId}>
        {t('emailArchive.details.headers')}
      </Title>
      <DataList labelWidth={labelWidth} gap="xs">
        <DataField label={t('emailArchive.details.created')}>{formatDateTime(letter.created_at)}</DataField>
        {letter.sent_at ? (
          <DataField label={t('emailArchive.details.sent')}>{formatDateTime(letter.sent_at)}</DataField>
        ) : null}
        <DataField label={t('emailArchive.details.to')}>
          <EmailRecipients letter={{ to: letter.to, cc: [] }} />
        </DataField>
        {letter.cc.length ? (
          <DataField label={t('emailArchive.details.cc')}>
            <EmailRecipients letter={{ to: letter.cc, cc: [] }} />
          </DataField>
        ) : null}
        <DataField label={t('emailArchive.details.template')}>{templateLabel(letter.template)}</DataField>
        <DataField label={t('emailArchive.details.tender')}>
          {letter.tender ? (
            <Anchor component={Link} to={`/tenders/${letter.tender.id}`}>
              {`${t('emailArchive.tenderNumber', { number: letter.tender.number })} — ${letter.tender.title}`}
            </Anchor>
          ) : (
            EMPTY_VALUE
          )}
        </DataField>
        <DataField label={t('emailArchive.details.status')}>
          <EmailStatusBadge status={letter.status} />
        </DataField>
        <DataField label={t('emailArchive.details.attempts')}>{String(letter.attempts)}</DataField>
        {showsError(letter) ? (
          <DataField label={t('emailArchive.details.lastError')}>
            <Text inherit c="red" style={{ ...breakable, whiteSpace: 'pre-wrap' }}>
              {letter.last_error}
            </Text>
          </DataField>
        ) : null}
        {letter.status === 'queued' && letter.next_attempt_at ? (
          <DataField label={t('emailArchive.details.nextAttempt')}>{formatDateTime(letter.next_attempt_at)}</DataField>
        ) : null}
        {letter.message_id ? (
          <DataField label={t('emailArchive.details.messageId')}>
            <span style={breakable}>{letter.message_id}</span>
          </DataField>
        ) : null}
        {letter.smtp_response ? (
          <DataField label={t('emailArchive.details.smtpResponse')}>
            <span style={{ ...breakable, whiteSpace: 'pre-wrap' }}>{letter.smtp_response}</span>
          </DataField>
        ) : null}
        {letter.resend_of ? (
          <DataField label={t('emailArchive.details.resendOf')}>
            <Anchor component="button" type="button" onClick={() => onOpen(letter.resend_of!)}>
              {t('emailArchive.details.resendOfLink')}
            </Anchor>
          </DataField>
        ) : null}
        {letter.requested_by_name ? (
          <DataField label={t('emailArchive.details.requestedBy')}>{letter.requested_by_name}</DataField>
        ) : null}
      </DataList>
    </section>
  );
}

/**
 * The body as the recipient sees it. The server has sanitised the HTML already; it is shown all
 * the same only inside a frame with an empty sandbox — no scripts, no same origin (so no access
 * to the session), no forms, no navigation of this page — so nothing in a letter can act here.
 */
function EmailBody({ letter }: { letter: TEmailDetails }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Title order={3} size="h5" mb="xs" id={titleId}>
        {t('emailArchive.details.body')}
      </Title>
      <Tabs defaultValue="html" keepMounted={false}>
        <Tabs.List aria-label={t('emailArchive.details.body')}>
          <Tabs.Tab value="html">{t('emailArchive.details.html')}</Tabs.Tab>
          <Tabs.Tab value="text">{t('emailArchive.details.text')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="html" pt="sm">
          <iframe
            sandbox=""
            srcDoc={letter.html}
            title={t('emailArchive.details.frameTitle', { subject: letter.subject })}
            style={{
              display: 'block',
              width: '100%',
              height: 'min(480px, 60vh)',
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-sm)',
              background: 'white',
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="text" pt="sm">
          {letter.text ? (
            <Code
              block
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 'var(--mantine-font-size-sm)' }}
            >
              {letter.text}
            </Code>
          ) : (
            <Text size="sm" c="dimmed">
              {t('emailArchive.details.noText')}
            </Text>
          )}
        </Tabs.Panel>
      </Tabs>
    </section>
  );
}

function EmailResends({ letter, onOpen }: { letter: TEmailDetails; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Title order={3} size="h5" mb="xs" id={titleId}>
        {t('emailArchive.details.resends')}
      </Title>
      {letter.resends.length ? (
        <List spacing={6} listStyleType="none" ml={0} pl={0}>
          {letter.resends.map((copy) => (
            <List.Item key={copy.id}>
              <Group gap="sm">
                <Anchor component="button" type="button" size="sm" onClick={() => onOpen(copy.id)}>
                  {t('emailArchive.details.openResend', { at: formatDateTime(copy.created_at) })}
                </Anchor>
                <EmailStatusBadge status={copy.status} />
              </Group>
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" c="dimmed">
          {t('emailArchive.details.noResends')}
        </Text>
      )}
    </section>
  );
}
