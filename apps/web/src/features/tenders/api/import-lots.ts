import { ZLotSheetImport, type TLotSheetImport } from '@tt/contracts/lot-sheet';
import { apiClient } from '../../../lib/api-client';

/** GET: the .xlsx template of the lots sheet (an attachment, downloaded by the browser itself). */
export const LOT_SHEET_TEMPLATE_URL = '/api/tenders/lots/template';

/**
 * POST /api/tenders/lots/import (multipart, field `file`): the lots the server read from a sheet
 * and the errors of the rows it could not read. Nothing is saved. Errors are shown by the form.
 */
export async function importLots(file: File, signal?: AbortSignal): Promise<TLotSheetImport> {
  const body = new FormData();
  body.append('file', file, file.name);
  const res = await apiClient.post<unknown>('/tenders/lots/import', body, { signal, inlineErrors: true });
  return ZLotSheetImport.parse(res.data);
}
