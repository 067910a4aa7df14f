import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { setupUser } from '../../test/user';
import { notifications } from '@mantine/notifications';
import { renderWithProviders } from '../../test/render-app';
import { listenToAxiosErrors, resetToasts } from '../../lib/toasts';
import { ExportButtons } from './export-buttons';
import { exportUrl, fileNameFromDisposition } from './download-export';
import { captureSavedFiles, mockFetch, refusal, streamedResponse } from './export-test-helpers';

// The toasts' layer loads with the first toast.
const SLOW = { timeout: 10_000 };
const XLSX_NAME = 'tenders-2026-01-01_2026-11-30.xlsx';
const QUERY = { sort: '-decided_at', status: 'awarded', region_id: 2, q: undefined, from: '2026-01-01', to: '' };

let stopToasts: () => void;
beforeEach(() => {
  // As the app does (app/session-wiring.ts): refused calls become error toasts.
  stopToasts = listenToAxiosErrors();
});
afterEach(() => {
  stopToasts();
  resetToasts();
  // The shown toasts live in the library's own store, past the test's page.
  notifications.clean();
  vi.restoreAllMocks();
});

const render = () =>
  renderWithProviders(
    <ExportButtons path="/admin/orders" query={QUERY} fallbackName={(format) => `fallback.${format}`} />,
  );

describe('ExportButtons', () => {
  it('shows the bytes as they arrive, then saves the file under the server’s name and says so', async () => {
    const saved = captureSavedFiles();
    let stream!: ReturnType<typeof streamedResponse>;
    const fetch = mockFetch((_url, signal) => {
      stream = streamedResponse(signal, {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': `attachment; filename="${XLSX_NAME}"`,
      });
      return stream.response;
    });
    render();
    await setupUser().click(screen.getByRole('button', { name: 'Експорт XLSX' }));

    // The exact filters, without the empty ones.
    expect(fetch.calls.map((c) => c.url)).toEqual([
      '/api/admin/orders.xlsx?sort=-decided_at&status=awarded&region_id=2&from=2026-01-01',
    ]);
    const bar = await screen.findByRole('progressbar', { name: 'Завантаження файлу XLSX' });
    expect(bar).toHaveAttribute('aria-valuetext', 'Готуємо файл XLSX…');
    // The length of a streamed file is unknown: no value, only what has come.
    expect(bar).not.toHaveAttribute('aria-valuenow');

    stream.push(600 * 1024);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', 'Завантажено 600 КБ (XLSX)'));
    stream.push(600 * 1024);
    expect(await screen.findByText('Завантажено 1,2 МБ (XLSX)')).toBeInTheDocument();
    // A second press while it runs starts nothing.
    await setupUser().click(screen.getByRole('button', { name: 'Експорт XLSX' }));
    expect(fetch.calls).toHaveLength(1);
    expect(saved).toHaveLength(0);

    stream.push(1000);
    stream.end();
    const done = `Файл ${XLSX_NAME} завантажено`;
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(done));
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe(XLSX_NAME);
    expect(saved[0]!.blob.size).toBe(2 * 600 * 1024 + 1000);
    expect(saved[0]!.blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // The toast says it too (beside the screen readers' status).
    await waitFor(() => expect(screen.getAllByText(done)).toHaveLength(2), SLOW);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('runs one download per format at a time and cancels each on its own', async () => {
    const saved = captureSavedFiles();
    const streams: Record<string, ReturnType<typeof streamedResponse>> = {};
    const fetch = mockFetch((url, signal) => {
      const format = url.includes('.csv') ? 'csv' : 'xlsx';
      streams[format] = streamedResponse(signal, { 'content-type': 'text/csv' });
      return streams[format].response;
    });
    render();
    await setupUser().click(screen.getByRole('button', { name: 'Експорт XLSX' }));
    await setupUser().click(screen.getByRole('button', { name: 'Експорт CSV' }));
    await screen.findByRole('progressbar', { name: 'Завантаження файлу CSV' });
    streams.csv!.push(2048);
    expect(await screen.findByText('Завантажено 2 КБ (CSV)')).toBeInTheDocument();

    await setupUser().click(screen.getByRole('button', { name: 'Скасувати завантаження XLSX' }));
    expect(fetch.calls[0]!.signal.aborted).toBe(true);
    expect(fetch.calls[1]!.signal.aborted).toBe(false);
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Завантаження файлу XLSX' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Завантаження файлу XLSX скасовано');
    expect(screen.getByRole('progressbar', { name: 'Завантаження файлу CSV' })).toBeInTheDocument();

    // No name from the server: the page's own.
    streams.csv!.end();
    await waitFor(() => expect(saved.map((f) => f.name)).toEqual(['fallback.csv']));
    // Nothing was saved of the cancelled one, and no error is shown for it.
    expect(screen.queryByText('Помилка')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal as the app shows a failed call, and saves nothing', async () => {
    const saved = captureSavedFiles();
    mockFetch(() =>
      refusal(400, {
        error: 'Поле «До»: дата не може бути раніше за дату «Від»',
        code: 'validation',
        details: { fields: { to: 'Поле «До»: дата не може бути раніше за дату «Від»' } },
      }),
    );
    render();
    await setupUser().click(screen.getByRole('button', { name: 'Експорт CSV' }));
    expect(await screen.findByText('Поле «До»: дата не може бути раніше за дату «Від»', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Помилка')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(saved).toHaveLength(0);
    // The button works again.
    expect(screen.getByRole('button', { name: 'Експорт CSV' })).not.toHaveAttribute('aria-disabled');
  });

  it('says the connection broke when the file stops half-way, and saves no partial file', async () => {
    const saved = captureSavedFiles();
    let stream!: ReturnType<typeof streamedResponse>;
    mockFetch((_url, signal) => {
      stream = streamedResponse(signal);
      return stream.response;
    });
    render();
    await setupUser().click(screen.getByRole('button', { name: 'Експорт XLSX' }));
    await screen.findByRole('progressbar');
    stream.push(4096);
    await screen.findByText('Завантажено 4 КБ (XLSX)');
    stream.fail();
    expect(await screen.findByText(/Немає з'єднання з сервером/, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});

describe('the export address and the file name', () => {
  it('keeps only the filters that are set', () => {
    expect(exportUrl('/provider/history', 'csv', { sort: 'number', q: '', status: undefined, outcome: null })).toBe(
      '/api/provider/history.csv?sort=number',
    );
    expect(exportUrl('/admin/orders', 'xlsx', {})).toBe('/api/admin/orders.xlsx');
  });

  it('reads the name from Content-Disposition, the UTF-8 one first', () => {
    expect(fileNameFromDisposition(`attachment; filename="${XLSX_NAME}"`)).toBe(XLSX_NAME);
    expect(fileNameFromDisposition('attachment; filename=history-2026-11-25.csv')).toBe('history-2026-11-25.csv');
    expect(
      fileNameFromDisposition(`attachment; filename="a.xlsx"; filename*=UTF-8''%D0%B0%D1%80%D1%85%D1%96%D0%B2.xlsx`),
    ).toBe('архів.xlsx');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
