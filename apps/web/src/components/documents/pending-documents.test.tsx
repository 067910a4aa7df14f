import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../test/user';
import type { InternalAxiosRequestConfig } from 'axios';
import { Button } from '@mantine/core';
import type { TDocument } from '@tt/contracts/documents';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render-app';
import { PendingDocuments } from './pending-documents';
import { usePendingUploads } from './use-pending-uploads';

const stored = (id: number, name: string): TDocument => ({
  id,
  file_name: name,
  content_type: 'application/pdf',
  size_bytes: 1024,
  sha256: '0'.repeat(64),
  uploaded_by: { id: 1, full_name: 'Андрій Мельник' },
  created_at: '2026-11-20T08:30:00.000Z',
});

function file(name: string, size = 2048) {
  const f = new File(['%PDF-1.7'], name, { type: '' });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

/** A form whose owner is made by «Зберегти»: the files go to its upload address then. */
function Harness({ onResult }: { onResult: (allSent: boolean) => void }) {
  const uploads = usePendingUploads();
  return (
    <>
      <PendingDocuments uploads={uploads} />
      <Button onClick={() => void uploads.uploadAll('/api/tenders/42/documents').then(onResult)}>Зберегти</Button>
    </>
  );
}

let api: ReturnType<typeof mockApi> | undefined;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  api?.restore();
  api = undefined;
  vi.restoreAllMocks();
});

const dropInput = () => screen.getByLabelText<HTMLInputElement>('Додати документи');
const sentNames = () => api!.calls.map((c) => ((c.data as FormData).get('file') as File).name);

describe('PendingDocuments', () => {
  it('holds the chosen files with their size until the owner is saved, and lets one be taken off', async () => {
    const user = setupUser();
    api = mockApi({});
    renderWithProviders(<Harness onResult={() => {}} />);
    await user.upload(dropInput(), [file('Технічне завдання.pdf', 250_880), file('Схема.png')]);

    const list = screen.getByRole('region', { name: 'Файли, які буде завантажено' });
    expect(within(list).getByText('Технічне завдання.pdf')).toBeInTheDocument();
    expect(within(list).getByText('245 КБ · буде завантажено після збереження')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Прибрати «Схема.png» зі списку' }));
    expect(within(list).queryByText('Схема.png')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('refuses a file of a wrong type at once and never sends it', async () => {
    const user = setupUser({ applyAccept: false });
    const onResult = vi.fn();
    api = mockApi({ 'POST /tenders/42/documents': { status: 201, data: stored(6, 'Кошторис.xlsx') } });
    renderWithProviders(<Harness onResult={onResult} />);
    await user.upload(dropInput(), [file('setup.exe'), file('Кошторис.xlsx')]);
    // The drop zone reads dropped files asynchronously.
    expect(await screen.findByText('Не вдалося завантажити «setup.exe»')).toBeInTheDocument();
    expect(screen.getByText(/^Файл «setup\.exe» має недозволений формат/)).toBeInTheDocument();
    // Nothing to retry: the file itself is refused.
    expect(screen.queryByRole('button', { name: 'Повторити завантаження «setup.exe»' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(true));
    expect(sentNames()).toEqual(['Кошторис.xlsx']);
  });

  it('after the save sends the files one by one; a failed one keeps its reason and is sent again on «Повторити»', async () => {
    const user = setupUser();
    const onResult = vi.fn();
    let schemeAttempts = 0;
    api = mockApi({
      'POST /tenders/42/documents': (config: InternalAxiosRequestConfig) => {
        const name = ((config.data as FormData).get('file') as File).name;
        if (name === 'Схема.png' && ++schemeAttempts === 1) {
          return { status: 503, data: { error: 'Сервіс тимчасово недоступний', code: 'unavailable' } };
        }
        return { status: 201, data: stored(schemeAttempts + 10, name) };
      },
    });
    renderWithProviders(<Harness onResult={onResult} />);
    await user.upload(dropInput(), [file('Технічне завдання.pdf'), file('Схема.png')]);
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));

    await waitFor(() => expect(onResult).toHaveBeenCalledWith(false));
    expect(sentNames()).toEqual(['Технічне завдання.pdf', 'Схема.png']);
    expect(screen.getByText('Документ «Технічне завдання.pdf» додано')).toBeInTheDocument();
    const failure = screen.getByText('Не вдалося завантажити «Схема.png»').closest<HTMLElement>('.mantine-Alert-root')!;
    expect(within(failure).getByText('Сервіс тимчасово недоступний')).toBeInTheDocument();

    await user.click(within(failure).getByRole('button', { name: 'Повторити завантаження «Схема.png»' }));
    expect(await screen.findByText('Документ «Схема.png» додано')).toBeInTheDocument();
    expect(screen.queryByText('Не вдалося завантажити «Схема.png»')).not.toBeInTheDocument();
    // Only the failed file went again.
    expect(sentNames()).toEqual(['Технічне завдання.pdf', 'Схема.png', 'Схема.png']);
  });

  it('sends a file that failed again on the next save too', async () => {
    const user = setupUser();
    const onResult = vi.fn();
    let attempts = 0;
    api = mockApi({
      'POST /tenders/42/documents': () =>
        ++attempts === 1 ? { status: 500, data: {} } : { status: 201, data: stored(7, 'Схема.png') },
    });
    renderWithProviders(<Harness onResult={onResult} />);
    await user.upload(dropInput(), file('Схема.png'));
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    await waitFor(() => expect(onResult).toHaveBeenLastCalledWith(false));
    expect(screen.getByText('Не вдалося завантажити «Схема.png»')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    await waitFor(() => expect(onResult).toHaveBeenLastCalledWith(true));
    expect(screen.getByText('Документ «Схема.png» додано')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
