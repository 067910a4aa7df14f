import { AXIOS_ERROR_EVENT, describeDetails, type AxiosErrorDetail } from '../../lib/api-client';
import { withoutEmpty } from '../../lib/query-params';
import { i18n } from '../../i18n/i18n';

export type ExportFormat = 'xlsx' | 'csv';

/** A finished download: the file's bytes and the name the server gave it. */
export interface ExportFile {
  blob: Blob;
  fileName: string;
}

/** The address of a list's export: `/api/admin/orders.xlsx?…` with the filters that are set. */
export function exportUrl(path: string, format: ExportFormat, query: object): string {
  const params = new URLSearchParams(
    Object.entries(withoutEmpty(query)).map(([key, value]) => [key, String(value)] as [string, string]),
  ).toString();
  return `/api${path}.${format}${params ? `?${params}` : ''}`;
}

/**
 * The file name of a `Content-Disposition` header: `filename*` (RFC 5987, UTF-8) before
 * `filename`; null when it names none.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // A malformed encoding: the plain name below, if any.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

/** The server refused the export (or could not be reached); the error is already shown. */
export class ExportFailed extends Error {}

/**
 * Shows a refused export as every failed call is shown (lib/api-client.ts: the `axios-error`
 * event, which the toasts turn into «Помилка» with the server's sentence). The export reads the
 * file with fetch, not the api client, to see its bytes arrive.
 */
function reportFailure(detail: Omit<AxiosErrorDetail, 'id'>) {
  window.dispatchEvent(
    new CustomEvent<AxiosErrorDetail>(AXIOS_ERROR_EVENT, {
      detail: { id: `export-error-${Date.now()}-${Math.random()}`, ...detail },
    }),
  );
}

async function reportRefusal(response: Response): Promise<never> {
  let body: { error?: unknown; code?: unknown; details?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // Not JSON (a proxy's page): the general sentence.
  }
  reportFailure({
    kind: 'response',
    status: response.status,
    code: typeof body.code === 'string' ? body.code : undefined,
    message: typeof body.error === 'string' ? body.error : '',
    extra: describeDetails(body.details),
  });
  throw new ExportFailed(`Export refused with status ${response.status}`);
}

/**
 * Downloads an export, reporting the bytes received so far as they arrive (a streamed file has
 * no known length). Rejects with the AbortError when `signal` aborts it, and with ExportFailed
 * (after showing why) when the server refuses it or the connection breaks.
 */
export async function downloadExport(
  url: string,
  {
    signal,
    onProgress,
    fallbackName,
  }: { signal: AbortSignal; onProgress: (bytes: number) => void; fallbackName: string },
): Promise<ExportFile> {
  const chunks: Uint8Array[] = [];
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', signal });
    if (!response.ok) return await reportRefusal(response);
    const reader = response.body?.getReader();
    if (reader) {
      let received = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.byteLength;
        onProgress(received);
      }
    } else {
      const whole = new Uint8Array(await response.arrayBuffer());
      chunks.push(whole);
      onProgress(whole.byteLength);
    }
  } catch (error) {
    if (signal.aborted || error instanceof ExportFailed) throw error;
    // No answer, or the stream broke off: a partial file is no file.
    reportFailure({ kind: 'network', message: i18n.t('errors.network') });
    throw new ExportFailed('Export interrupted', { cause: error });
  }
  const type = response.headers.get('content-type') ?? '';
  return {
    blob: new Blob(chunks as BlobPart[], { type }),
    fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName,
  };
}

/** Hands a downloaded file to the browser, which saves it under `fileName`. */
export function saveFile({ blob, fileName }: ExportFile): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked at once, a slow browser could lose the file it has not yet started to save.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
