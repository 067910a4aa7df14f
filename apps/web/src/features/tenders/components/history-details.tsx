import type { ReactNode } from 'react';
import { Anchor, Collapse, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { REQUIREMENT_LABELS, type TRequirementKey } from '@tt/contracts/offers';
import { TENDER_STATUS_LABELS, type TTenderHistoryEntry, type TTenderStatus } from '@tt/contracts/tenders';
import { formatFileSize } from '../../../components/documents/document-files';
import { formatDateTime } from '../../../lib/format';
import { useChannels, useSession } from '../../../lib/use-session';
import {
  TENDER_FIELD_LABEL_KEYS,
  formatTenderFieldValue,
  isTenderField,
  tenderFieldLabel,
  type FieldFormatContext,
} from './tender-field-format';
import '../../../i18n/uk-history';

interface Row {
  label: string;
  /** null: the label says it all (e.g. «Запитання №12» when its text is hidden). */
  value: ReactNode;
}

function Change({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Text span size="sm" td="line-through" c="dimmed" title={t('history.details.changedFrom')}>
        {from}
      </Text>
      {' → '}
      <Text span size="sm" fw={500} title={t('history.details.changedTo')}>
        {to}
      </Text>
    </>
  );
}

/** The values a draft started with: folded, as they can be many and the later changes matter more. */
function InitialValues({ lines }: { lines: string[] }) {
  const { t } = useTranslation();
  const [opened, { toggle }] = useDisclosure(false);
  return (
    <>
      <Anchor component="button" type="button" size="sm" onClick={toggle} aria-expanded={opened}>
        {opened ? t('history.details.hide') : t('history.details.showAll', { count: lines.length })}
      </Anchor>
      <Collapse expanded={opened}>
        <Stack gap={0} mt={2}>
          {lines.map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </Stack>
      </Collapse>
    </>
  );
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);

/**
 * One history entry's details as labelled rows: changed fields with old → new values under the
 * form's labels, deadlines in Kyiv time, reasons, documents, question and offer numbers. Keys
 * this version does not know are still shown, under their own name, so nothing is hidden.
 */
function useHistoryRows(entry: TTenderHistoryEntry): Row[] {
  const { t } = useTranslation();
  const { regions } = useSession();
  const channels = useChannels();
  const ctx: FieldFormatContext = { regions, channels };
  const details: Record<string, unknown> = { ...entry.details };
  const rows: Row[] = [];
  const take = (key: string) => {
    const value = details[key];
    delete details[key];
    return value;
  };
  const numbered = (id: unknown) => t('history.details.numbered', { id: str(id) ?? '' });

  // A provider's own organisation stands beside its name (see the actor line); for a bank user's
  // action the organisation is whom it concerned: the asker of a question, the winner.
  const awards = entry.action === 'awarded' || entry.action === 'lot_awarded';
  // Which lot a decision is about.
  const position = take('position');
  const branch = take('branch_name');
  take('lot_id');
  if (str(position)) {
    rows.push({
      label: t('history.details.lot'),
      value: str(branch)
        ? t('history.details.lotNumbered', { position: str(position) ?? '', branch: str(branch) ?? '' })
        : str(position),
    });
  }
  const organizationName = str(take('organization')) ?? entry.organization?.name ?? null;
  if (organizationName && entry.actor_role !== 'provider') {
    rows.push({
      label: awards
        ? t('history.details.winnerOrganization')
        : entry.action === 'question_asked' || entry.action === 'question_answered'
          ? t('history.details.asker')
          : t('history.details.organization'),
      value: organizationName,
    });
  }

  // What changed: field → {from, to}; fields listed without values (the description) are named only.
  const changes = take('changes');
  const fields = take('fields');
  if (entry.action === 'created' && fields && typeof fields === 'object' && !Array.isArray(fields)) {
    const number = take('number');
    if (str(number)) rows.push({ label: t('history.details.number'), value: str(number) });
    // In the form's order, whatever order the stored details have.
    const order = Object.keys(TENDER_FIELD_LABEL_KEYS);
    const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
    const initial = Object.entries(fields as Record<string, unknown>).sort(([a], [b]) => rank(a) - rank(b));
    if (initial.length) {
      rows.push({
        label: t('history.details.initialValues'),
        value: (
          <InitialValues
            lines={initial.map(
              ([name, value]) => `${tenderFieldLabel(name)}: ${formatTenderFieldValue(name, value, ctx)}`,
            )}
          />
        ),
      });
    }
  } else {
    const changed = changes && typeof changes === 'object' ? (changes as Record<string, unknown>) : {};
    for (const [name, change] of Object.entries(changed)) {
      const { from, to } = (change ?? {}) as { from?: unknown; to?: unknown };
      rows.push({
        label: tenderFieldLabel(name),
        value: <Change from={formatTenderFieldValue(name, from, ctx)} to={formatTenderFieldValue(name, to, ctx)} />,
      });
    }
    if (Array.isArray(fields)) {
      for (const name of fields.filter((f): f is string => typeof f === 'string' && !(f in changed))) {
        rows.push({ label: tenderFieldLabel(name), value: t('history.details.changed') });
      }
    }
  }

  // A deadline change: {from, to} of an extension, or the deadline set at publication.
  const from = take('from');
  const to = take('to');
  if (str(from) && str(to)) {
    rows.push({
      label: t('history.details.deadline'),
      value: <Change from={formatDateTime(str(from))} to={formatDateTime(str(to))} />,
    });
  }
  const deadline = take('offers_deadline');
  if (str(deadline)) rows.push({ label: t('history.details.deadline'), value: formatDateTime(str(deadline)) });

  const fromStatus = take('from_status');
  if (str(fromStatus)) {
    rows.push({
      label: t('history.details.fromStatus'),
      value: TENDER_STATUS_LABELS[fromStatus as TTenderStatus] ?? str(fromStatus),
    });
  }

  const offersCount = take('offers_count');
  if (offersCount !== undefined) rows.push({ label: t('history.details.offersCount'), value: str(offersCount) });

  // Documents: a tender's by name and size; an offer's only by number (its name could tell who bid).
  const documentId = take('document_id');
  const fileName = take('file_name');
  const size = take('size_bytes');
  take('sha256');
  const offerId = take('offer_id');
  if (str(fileName)) {
    rows.push({
      label: t('history.details.document'),
      value: typeof size === 'number' ? `${str(fileName)} (${formatFileSize(size)})` : str(fileName),
    });
  } else if (documentId !== undefined) {
    rows.push({
      label: offerId !== undefined ? t('history.details.offerDocument') : t('history.details.document'),
      value: numbered(documentId),
    });
  }
  // A document attached from the bank's file library names the file it was copied from.
  const libraryFileId = take('library_file_id');
  if (libraryFileId !== undefined && libraryFileId !== null) {
    rows.push({ label: t('history.details.libraryFile'), value: numbered(libraryFileId) });
  }
  if (offerId !== undefined && offerId !== null) {
    rows.push({
      label: awards ? t('history.details.winner') : t('history.details.offer'),
      value: numbered(offerId),
    });
  }

  const questionId = take('question_id');
  const questionText = str(take('question'));
  const answerText = str(take('answer'));
  if (questionId !== undefined || questionText) {
    rows.push({
      label:
        questionId !== undefined
          ? `${t('history.details.question')} ${numbered(questionId)}`
          : t('history.details.question'),
      value: questionText ? <span style={{ whiteSpace: 'pre-line' }}>{questionText}</span> : null,
    });
  }
  if (answerText) {
    rows.push({
      label: t('history.details.answer'),
      value: <span style={{ whiteSpace: 'pre-line' }}>{answerText}</span>,
    });
  }
  if (take('corrected') === true) rows.push({ label: t('history.details.corrected'), value: t('history.details.yes') });

  // An award of an offer that missed requirements: which ones (the comparison's keys), before the reason given for it.
  const unmet = take('unmet_requirements');
  if (Array.isArray(unmet) && unmet.length) {
    rows.push({
      label: t('history.details.unmetRequirements'),
      value: unmet
        .map((key) =>
          typeof key === 'string' && key in REQUIREMENT_LABELS
            ? REQUIREMENT_LABELS[key as TRequirementKey].toLowerCase()
            : str(key),
        )
        .filter(Boolean)
        .join(', '),
    });
  }

  const reason = take('reason');
  if (str(reason)) {
    rows.push({
      label: awards ? t('history.details.justification') : t('history.details.reason'),
      value: <span style={{ whiteSpace: 'pre-line' }}>{str(reason)}</span>,
    });
  }
  // A winner not ranked first: its place in the lot's ranking.
  const rank = take('rank');
  if (str(rank)) rows.push({ label: t('history.details.rank'), value: str(rank) });
  const score = take('score');
  if (str(score))
    rows.push({
      label: t('history.details.technicalScore'),
      value: t('history.details.scoreOf', { score: str(score) ?? '' }),
    });
  const previousScore = take('previous_score');
  if (str(previousScore)) {
    rows.push({
      label: t('history.details.previousScore'),
      value: t('history.details.scoreOf', { score: str(previousScore) ?? '' }),
    });
  }
  // A decided tender of several lots: each lot's outcome, the winner where the reader may know it.
  const lots = entry.action === 'awarded' ? take('lots') : undefined;
  if (Array.isArray(lots)) {
    rows.push({
      label: t('history.details.lotsOutcome'),
      value: (
        <InitialValues
          lines={lots.map((l: Record<string, unknown>) => {
            const lot = t('history.details.lotNumbered', {
              position: str(l.position) ?? '',
              branch: str(l.branch_name) ?? '',
            });
            if (l.outcome !== 'awarded') return t('history.details.lotUnsuccessful', { lot });
            return str(l.organization)
              ? t('history.details.lotWon', { lot, organization: str(l.organization) ?? '' })
              : t('history.details.lotWonAnonymous', { lot });
          })}
        />
      ),
    });
  }
  const note = take('note');
  if (str(note)) {
    rows.push({
      // A technical score's note is its justification.
      label: entry.action === 'technical_scored' ? t('history.details.justification') : t('history.details.note'),
      value: <span style={{ whiteSpace: 'pre-line' }}>{str(note)}</span>,
    });
  }

  // Whatever is left: shown as it is, under its own name.
  for (const [key, value] of Object.entries(details)) {
    if (value === undefined || value === null || value === '') continue;
    rows.push({
      label: isTenderField(key) ? tenderFieldLabel(key) : key,
      value: isTenderField(key)
        ? formatTenderFieldValue(key, value, ctx)
        : typeof value === 'boolean'
          ? t(value ? 'history.details.yes' : 'history.details.no')
          : typeof value === 'object'
            ? JSON.stringify(value)
            : String(value),
    });
  }

  return rows;
}

/** The details of one history entry in words (see useHistoryRows). */
export function HistoryDetails({ entry }: { entry: TTenderHistoryEntry }) {
  const rows = useHistoryRows(entry);
  if (!rows.length) return null;
  return (
    <Stack gap={2} mt={4}>
      {rows.map((row, i) => (
        <Text key={i} size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
          <Text span size="sm" c="dimmed">
            {row.value === null ? row.label : `${row.label}:`}
          </Text>{' '}
          {row.value}
        </Text>
      ))}
    </Stack>
  );
}
