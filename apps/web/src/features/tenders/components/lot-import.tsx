import { useRef } from 'react';
import { Alert, Button, FileButton, Group, List, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconDownload, IconPlus, IconTableImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LOT_SHEET_COLUMNS, LOT_SHEET_EXAMPLE, type TLotSheetError } from '@tt/contracts/lot-sheet';
import { MAX_LOTS } from '@tt/contracts/lots';
import { AppDialog } from '../../../components/ui/app-dialog';
import { LOT_SHEET_TEMPLATE_URL } from '../api/import-lots';
import type { useLotImport } from './use-lot-import';
import type { useTenderLots } from './use-tender-lots';
import '../../../i18n/uk-tenders';

type LotImport = ReturnType<typeof useLotImport>;
type Lots = ReturnType<typeof useTenderLots>;

/** How many of a sheet's errors are listed; the rest are counted. */
const SHOWN_ERRORS = 50;

const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

const columnHeading = (field: TLotSheetError['field']) =>
  field ? (LOT_SHEET_COLUMNS.find((c) => c.field === field)?.heading ?? field) : null;

/**
 * «Додати лот», «Імпортувати з таблиці» and «Завантажити шаблон», with what the last import
 * said: why it failed, or the sheet's wrong rows.
 */
export function LotsToolbar({ lots, lotImport }: { lots: Lots; lotImport: LotImport }) {
  const { t } = useTranslation();
  // The same file picked again (after fixing it) is read again.
  const resetInput = useRef<() => void>(null);
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Button
          id={lots.addButtonId}
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={lots.add}
          disabled={!lots.canAdd}
        >
          {t('tenders.lots.add')}
        </Button>
        <FileButton
          resetRef={resetInput}
          onChange={(file) => {
            lotImport.pick(file);
            resetInput.current?.();
          }}
          accept={ACCEPT}
          inputProps={{ 'aria-label': t('tenders.lotsImport.inputLabel') }}
        >
          {(props) => (
            // Stays focusable while the sheet is read (a disabled button would drop the focus).
            <Button
              {...props}
              variant="default"
              leftSection={lotImport.loading ? <Loader size={16} /> : <IconTableImport size={16} />}
              aria-busy={lotImport.loading || undefined}
            >
              {t('tenders.lotsImport.import')}
            </Button>
          )}
        </FileButton>
        <Button
          component="a"
          href={LOT_SHEET_TEMPLATE_URL}
          download
          variant="subtle"
          leftSection={<IconDownload size={16} />}
        >
          {t('tenders.lotsImport.template')}
        </Button>
        <Text span size="sm" c="dimmed" role="status">
          {lotImport.loading ? t('tenders.lotsImport.loading') : null}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {lots.canAdd ? t('tenders.lotsImport.hint') : t('tenders.lots.maxReached', { max: MAX_LOTS })}{' '}
        {t('tenders.lotsImport.example', { sheet: LOT_SHEET_EXAMPLE })}
      </Text>

      <LotImportNotes lotImport={lotImport} />
      <AppDialog
        title={t('tenders.lotsImport.confirmTitle', {
          imported: t('tenders.lots.count', { count: lotImport.confirm.imported }),
        })}
        opened={lotImport.confirm.opened}
        onClose={lotImport.confirm.close}
        size="md"
      >
        <Stack gap="md">
          <Text size="sm">
            {t('tenders.lotsImport.confirmText', {
              current: t('tenders.lots.count', { count: lotImport.confirm.current }),
            })}
          </Text>
          {lotImport.confirm.canAppend ? null : (
            <Text size="sm">{t('tenders.lotsImport.tooManyToAppend', { max: MAX_LOTS })}</Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={lotImport.confirm.close}>
              {t('common.cancel')}
            </Button>
            <Button variant="default" onClick={lotImport.confirm.append} disabled={!lotImport.confirm.canAppend}>
              {t('tenders.lotsImport.append')}
            </Button>
            <Button onClick={lotImport.confirm.accept}>{t('tenders.lotsImport.confirm')}</Button>
          </Group>
        </Stack>
      </AppDialog>
    </Stack>
  );
}

/** Why the last import failed, or the rows of the sheet it could not read. */
function LotImportNotes({ lotImport }: { lotImport: LotImport }) {
  const { t } = useTranslation();
  const { failure, sheetErrors } = lotImport;
  if (failure) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title={t('tenders.lotsImport.failed')}
        role="alert"
        withCloseButton
        closeButtonLabel={t('common.close')}
        onClose={lotImport.dismiss}
      >
        {failure}
      </Alert>
    );
  }
  if (!sheetErrors?.length) return null;
  const hidden = sheetErrors.length - SHOWN_ERRORS;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('tenders.lotsImport.errorsTitle')}
      role="alert"
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={lotImport.dismiss}
    >
      <Stack gap="xs">
        <Text size="sm">{t('tenders.lotsImport.errorsText')}</Text>
        <List size="sm" spacing={4}>
          {sheetErrors.slice(0, SHOWN_ERRORS).map((error, i) => {
            const column = columnHeading(error.field);
            return (
              <List.Item key={`${error.row}-${error.field ?? ''}-${i}`} style={{ overflowWrap: 'anywhere' }}>
                <Text span size="sm" fw={500}>
                  {column
                    ? t('tenders.lotsImport.errorRowColumn', { row: error.row, column })
                    : t('tenders.lotsImport.errorRow', { row: error.row })}
                  :
                </Text>{' '}
                {error.message}
              </List.Item>
            );
          })}
        </List>
        {hidden > 0 ? <Text size="sm">{t('tenders.lotsImport.moreErrors', { count: hidden })}</Text> : null}
      </Stack>
    </Alert>
  );
}
