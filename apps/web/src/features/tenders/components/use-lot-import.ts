import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOT_SHEET_MAX_BYTES, type TLotSheetError } from '@tt/contracts/lot-sheet';
import { MAX_LOTS, type TLotFields } from '@tt/contracts/lots';
import { formatFileSize } from '../../../components/documents/document-files';
import { errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toasts';
import { importLots } from '../api/import-lots';
import { lotToFormValues, type LotFormValues } from './tender-lot-values';
import '../../../i18n/uk-tenders';

interface LotImportTarget {
  /** Lots of the form with something in them: replacing them asks first. */
  filled: number;
  /** How many lots the form has now. */
  count: number;
  replace: (lots: LotFormValues[]) => void;
  /** After the filled lots of the form. */
  append: (lots: LotFormValues[]) => void;
}

/**
 * «Імпортувати з таблиці»: the server reads the sheet; rows it could not read are listed and the
 * form's lots stay as they are; otherwise the sheet's lots take their place or, when the form's
 * lots already hold something, the person chooses: add them after those, or replace those.
 */
export function useLotImport(target: LotImportTarget) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sheetErrors, setSheetErrors] = useState<TLotSheetError[] | null>(null);
  // The sheet's lots waiting for «Додати до наявних» or «Замінити».
  const [pending, setPending] = useState<TLotFields[] | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Leaving the form stops a sheet still being read.
  useEffect(() => () => controller.current?.abort(), []);

  const apply = (lots: TLotFields[], how: 'replace' | 'append' = 'replace') => {
    target[how](lots.map(lotToFormValues));
    setPending(null);
    showToast({
      severity: 'success',
      summary: t('tenders.lotsImport.done'),
      detail: t('tenders.lotsImport.doneText', { lots: t('tenders.lots.count', { count: lots.length }) }),
    });
  };

  const pick = async (file: File | null) => {
    if (!file) return;
    setFailure(null);
    setSheetErrors(null);
    setPending(null);
    if (file.size > LOT_SHEET_MAX_BYTES) {
      setFailure(t('tenders.lotsImport.tooLarge', { name: file.name, size: formatFileSize(LOT_SHEET_MAX_BYTES) }));
      return;
    }
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setLoading(true);
    try {
      const result = await importLots(file, current.signal);
      if (result.errors.length) setSheetErrors(result.errors);
      else if (!result.lots.length) setFailure(t('tenders.lotsImport.empty'));
      else if (target.filled > 0) setPending(result.lots);
      else apply(result.lots);
    } catch (error) {
      if (!current.signal.aborted) setFailure(errorMessage(error));
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setLoading(false);
      }
    }
  };

  return {
    loading,
    failure,
    sheetErrors,
    dismiss: () => {
      setFailure(null);
      setSheetErrors(null);
    },
    pick: (file: File | null) => void pick(file),
    confirm: {
      opened: pending !== null,
      current: target.count,
      imported: pending?.length ?? 0,
      /** The form's filled lots and the sheet's fit in one tender. */
      canAppend: target.filled + (pending?.length ?? 0) <= MAX_LOTS,
      append: () => pending && apply(pending, 'append'),
      accept: () => pending && apply(pending),
      close: () => setPending(null),
    },
  };
}
