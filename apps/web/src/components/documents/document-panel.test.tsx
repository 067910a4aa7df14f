import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../test/user';
import type { InternalAxiosRequestConfig } from 'axios';
import type { TDocument } from '@tt/contracts/documents';
import { mockApi, type MockReply } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render-app';
import { resetToasts } from '../../lib/toasts';
import { DocumentPanel } from './document-panel';
import { checkFile, formatFileSize } from './document-files';
import { tenderDocumentsUploadUrl } from './document-api';

const doc = (overrides: Partial<TDocument> = {}): TDocument => ({
  id: 5,
  file_name: 'Технічне завдання.pdf',
  content_type: 'application/pdf',
  size_bytes: 250_880,
  sha256: 'a3f1c2'.padEnd(64, '0'),
  uploaded_by: { id: 1, full_name: 'Андрій Мельник' },
  created_at: '2026-11-20T08:30:00.000Z',
  ...overrides,
});

function file(name: string, size = 1024) {
  const f = new File(['%PDF-1.7'], name, { type: '' });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

/** A reply the test releases when it wants, to look at the upload in flight. */
function deferred() {
  let release!: (reply: MockReply) => void;
  const promise = new Promise<MockReply>((r) => (release = r));
  return { promise, release };
}

let api: ReturnType<typeof mockApi> | undefined;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  api?.restore();
  api = undefined;
  resetToasts();
  vi.restoreAllMocks();
});

const uploadInput = () => screen.getByLabelText<HTMLInputElement>('Додати документи');

describe('file checks', () => {
  it('reads sizes in КБ and МБ', () => {
    expect(formatFileSize(250_880)).toBe('245 КБ');
    expect(formatFileSize(3_584)).toBe('3,5 КБ');
    expect(formatFileSize(200)).toBe('0,2 КБ');
    expect(formatFileSize(1_468_006)).toBe('1,4 МБ');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20 МБ');
  });

  it('names the file and the rule it breaks', () => {
    expect(checkFile({ name: 'Кошторис.XLSX', size: 10 })).toBeNull();
    expect(checkFile({ name: 'setup.exe', size: 10 })).toMatch(
      /^Файл «setup\.exe» має недозволений формат\. .*PDF, DOC/,
    );
    expect(checkFile({ name: 'README', size: 10 })).toMatch(/не має розширення/);
    expect(checkFile({ name: 'скан.pdf', size: 21 * 1024 * 1024 })).toBe(
      'Файл «скан.pdf» завеликий (21 МБ). Найбільший дозволений розмір — 20 МБ.',
    );
    expect(checkFile({ name: 'порожній.pdf', size: 0 })).toBe('Файл «порожній.pdf» порожній.');
  });
});

describe('DocumentPanel', () => {
  it('lists documents with a download link, size, uploader, Kyiv time and the checksum', async () => {
    const user = setupUser();
    renderWithProviders(
      <DocumentPanel documents={[doc()]} uploadUrl={undefined} editable={false} onChanged={() => {}} />,
    );
    const link = screen.getByRole('link', { name: 'Технічне завдання.pdf' });
    expect(link).toHaveAttribute('href', '/api/documents/5');
    expect(screen.getByText('245 КБ · Завантажив(-ла): Андрій Мельник · 20.11.2026 10:30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Контрольна сума SHA-256 файлу «Технічне завдання.pdf»' }));
    expect(await screen.findByText(doc().sha256)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Копіювати' })).toBeInTheDocument();
  });

  it('is read-only when not editable: no upload area and no delete buttons', () => {
    renderWithProviders(
      <DocumentPanel documents={[doc()]} uploadUrl="/api/tenders/42/documents" editable={false} onChanged={() => {}} />,
    );
    expect(screen.queryByLabelText('Додати документи')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Видалити/ })).not.toBeInTheDocument();
  });

  it('says when there are no documents', () => {
    renderWithProviders(<DocumentPanel documents={[]} uploadUrl={undefined} editable={false} onChanged={() => {}} />);
    expect(screen.getByText('Документів немає.')).toBeInTheDocument();
  });

  it('refuses too large files and other formats before sending anything', async () => {
    const user = setupUser({ applyAccept: false });
    api = mockApi({});
    renderWithProviders(
      <DocumentPanel documents={[]} uploadUrl={tenderDocumentsUploadUrl(42)} editable onChanged={() => {}} />,
    );
    expect(screen.getByText('Документів ще немає. Додайте їх нижче.')).toBeInTheDocument();
    expect(screen.getByText(/Формати: PDF, DOC, DOCX.*До 20 МБ кожен файл\./)).toBeInTheDocument();
    expect(uploadInput()).toHaveAttribute('accept', expect.stringContaining('.pdf,.doc,.docx'));

    await user.upload(uploadInput(), [file('скан.pdf', 25 * 1024 * 1024), file('photo.gif')]);
    expect(
      await screen.findByText('Файл «скан.pdf» завеликий (25 МБ). Найбільший дозволений розмір — 20 МБ.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Файл «photo\.gif» має недозволений формат\. Дозволені формати: PDF/)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Прибрати повідомлення про «photo.gif»' }));
    expect(screen.queryByText(/photo\.gif/)).not.toBeInTheDocument();
  });

  it('uploads several files one after another as multipart, with progress', async () => {
    const user = setupUser();
    const onChanged = vi.fn();
    const first = deferred();
    const bodies: FormData[] = [];
    api = mockApi({
      'POST /tenders/42/documents': (config: InternalAxiosRequestConfig) => {
        bodies.push(config.data as FormData);
        if (bodies.length === 1) {
          config.onUploadProgress?.({ loaded: 512, total: 1024, progress: 0.5, bytes: 512, lengthComputable: true });
          return first.promise;
        }
        return { status: 201, data: doc({ id: 7, file_name: 'Схема.png' }) };
      },
    });
    renderWithProviders(
      <DocumentPanel documents={[]} uploadUrl="/api/tenders/42/documents" editable onChanged={onChanged} />,
    );

    await user.upload(uploadInput(), [file('Кошторис.xlsx'), file('Схема.png')]);
    const progress = await screen.findByRole('progressbar', { name: 'Завантаження файлу «Кошторис.xlsx»' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByText('Завантаження… 50%')).toBeInTheDocument();
    // The second file waits for the first.
    expect(screen.getByText('Очікує в черзі')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
    expect((bodies[0]!.get('file') as File).name).toBe('Кошторис.xlsx');

    first.release({ status: 201, data: doc({ id: 6, file_name: 'Кошторис.xlsx' }) });
    await waitFor(() => expect(api!.calls).toHaveLength(2));
    expect((bodies[1]!.get('file') as File).name).toBe('Схема.png');
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(2));
    expect(api.calls[0]!.url).toBe('/tenders/42/documents');
    expect(screen.getByText('Документ «Схема.png» додано')).toBeInTheDocument();
  });

  it('shows the server’s reason when a file fails, and sends it again on retry', async () => {
    const user = setupUser();
    const onChanged = vi.fn();
    let fail = true;
    api = mockApi({
      'POST /offers/9/documents': () =>
        fail
          ? { status: 503, data: { error: 'Сховище файлів тимчасово недоступне', code: 'unavailable' } }
          : { status: 201, data: doc({ id: 8, file_name: 'договір.docx' }) },
    });
    renderWithProviders(
      <DocumentPanel documents={[]} uploadUrl="/api/offers/9/documents" editable onChanged={onChanged} />,
    );
    await user.upload(uploadInput(), file('договір.docx'));
    expect(await screen.findByText('Сховище файлів тимчасово недоступне')).toBeInTheDocument();
    // The failure names the file: the server's reason may not.
    expect(screen.getByText('Не вдалося завантажити «договір.docx»')).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Повторити завантаження «договір.docx»' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(api.calls).toHaveLength(2);
    expect(screen.getByText('Документ «договір.docx» додано')).toBeInTheDocument();
  });

  it('offers no retry for a file refused for what it is: the same file cannot succeed', async () => {
    const user = setupUser();
    api = mockApi({
      'POST /offers/9/documents': {
        status: 415,
        data: { error: 'Вміст файлу не відповідає його розширенню', code: 'file_rejected' },
      },
    });
    renderWithProviders(
      <DocumentPanel documents={[]} uploadUrl="/api/offers/9/documents" editable onChanged={vi.fn()} />,
    );
    await user.upload(uploadInput(), file('договір.docx'));
    expect(await screen.findByText('Вміст файлу не відповідає його розширенню')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Повторити/ })).not.toBeInTheDocument();
  });

  it('deletes a document only after confirmation', async () => {
    const user = setupUser();
    const onChanged = vi.fn();
    api = mockApi({ 'DELETE /documents/5': { status: 204 } });
    renderWithProviders(
      <DocumentPanel documents={[doc()]} uploadUrl="/api/tenders/42/documents" editable onChanged={onChanged} />,
    );
    const remove = screen.getByRole('button', { name: 'Видалити «Технічне завдання.pdf»' });

    await user.click(remove);
    let dialog = await screen.findByRole('dialog', { name: 'Видалення документа' });
    expect(within(dialog).getByText(/Видалити документ «Технічне завдання\.pdf»\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Не видаляти' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls).toHaveLength(0);

    await user.click(remove);
    dialog = await screen.findByRole('dialog', { name: 'Видалення документа' });
    await user.click(within(dialog).getByRole('button', { name: 'Видалити' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(api.called()).toEqual(['DELETE /documents/5']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open with the reason when deletion fails', async () => {
    const user = setupUser();
    const onChanged = vi.fn();
    api = mockApi({
      'DELETE /documents/5': {
        status: 409,
        data: { error: 'Після кінцевого терміну документи тендера не змінюються', code: 'deadline_passed' },
      },
    });
    renderWithProviders(
      <DocumentPanel documents={[doc()]} uploadUrl="/api/tenders/42/documents" editable onChanged={onChanged} />,
    );
    await user.click(screen.getByRole('button', { name: 'Видалити «Технічне завдання.pdf»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Видалення документа' });
    await user.click(within(dialog).getByRole('button', { name: 'Видалити' }));
    expect(
      await within(dialog).findByText('Після кінцевого терміну документи тендера не змінюються'),
    ).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
  });
});
