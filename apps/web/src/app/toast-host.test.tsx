import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../test/user';
import { notifications } from '@mantine/notifications';
import { renderWithProviders } from '../test/render-app';
import { clearAllToasts, clearToasts, getToastState, resetToasts, showToast } from '../lib/toasts';

afterEach(() => {
  resetToasts();
  // Mantine's notifications store is global: start each test with none.
  notifications.clean();
});

describe('toast host', () => {
  it('shows queued messages, then clears them from the store', async () => {
    renderWithProviders(<p>page</p>);
    act(() =>
      showToast({
        severity: 'success',
        summary: 'Збережено',
        detail: { message: 'Тендер збережено', extra: 'ТТ-2026-000001' },
      }),
    );
    expect(await screen.findByText('Тендер збережено')).toBeInTheDocument();
    expect(screen.getByText('Збережено')).toBeInTheDocument();
    expect(screen.getByText('ТТ-2026-000001')).toBeInTheDocument();
    expect(getToastState().queue).toEqual([]);
  });

  it('shows toasts at the top, clear of the actions at the bottom of a dialog', async () => {
    renderWithProviders(<p>page</p>);
    act(() => showToast({ severity: 'error', summary: 'Помилка', detail: 'Не вдалося зберегти' }));
    const toast = await screen.findByText('Не вдалося зберегти');
    expect(toast.closest('[data-position]')).toHaveAttribute('data-position', 'top-right');
  });

  it('merges a message into the visible toast with the same summary and group', async () => {
    renderWithProviders(<p>page</p>);
    act(() => showToast({ summary: 'Помилка', detail: 'Перша', group: 'g', life: 0 }));
    await screen.findByText('Перша');
    act(() => showToast({ summary: 'Помилка', detail: 'Друга', group: 'g', life: 0 }));
    await waitFor(() => expect(screen.getAllByText('Помилка')).toHaveLength(1));
    expect(screen.getByText(/Перша\s+Друга/)).toBeInTheDocument();
  });

  it('draws the text under a title in the text colour, not Mantine’s 3.3:1 gray', async () => {
    renderWithProviders(<p>page</p>);
    act(() => showToast({ summary: 'Увага', detail: 'Текст', life: 0 }));
    const description = (await screen.findByText('Текст')).closest<HTMLElement>('.mantine-Notification-description')!;
    expect(description.style.color).toBe('var(--mantine-color-text)');
  });

  it('has a close button named «Закрити»', async () => {
    renderWithProviders(<p>page</p>);
    act(() => showToast({ summary: 'Увага', detail: 'Текст', life: 0 }));
    const toast = (await screen.findByText('Текст')).closest<HTMLElement>('[role="alert"]')!;
    await setupUser().click(within(toast).getByRole('button', { name: 'Закрити' }));
    await waitFor(() => expect(screen.queryByText('Текст')).not.toBeInTheDocument());
  });

  it('removes toasts of one group, or all of them', async () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      showToast({ summary: 'A', detail: 'перший', group: 'one', life: 0 });
      showToast({ summary: 'B', detail: 'другий', group: 'two', life: 0 });
    });
    await screen.findByText('другий');
    act(() => clearToasts('one'));
    await waitFor(() => expect(screen.queryByText('перший')).not.toBeInTheDocument());
    expect(screen.getByText('другий')).toBeInTheDocument();
    expect(getToastState().clearRequest).toBeNull();
    act(() => clearAllToasts());
    await waitFor(() => expect(screen.queryByText('другий')).not.toBeInTheDocument());
    expect(getToastState().clearAll).toBe(false);
  });

  it('answers clear requests before any toast was shown', async () => {
    renderWithProviders(<p>page</p>);
    act(() => clearAllToasts());
    await waitFor(() => expect(getToastState().clearAll).toBe(false));
    act(() => clearToasts('x'));
    await waitFor(() => expect(getToastState().clearRequest).toBeNull());
  });
});
