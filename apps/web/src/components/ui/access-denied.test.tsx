import { describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AxiosError, AxiosHeaders } from 'axios';
import { renderWithProviders } from '../../test/render-app';
import { AccessDenied, isPermissionError } from './access-denied';
import { LoadFailedAlert } from './load-failed-alert';

const inRouter = (ui: ReactElement) => renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);

/** A failed call as the api client hands it on. */
const failure = (status: number, code: string, error: string) =>
  new AxiosError(
    'failed',
    'ERR_BAD_RESPONSE',
    undefined,
    {},
    {
      status,
      statusText: '',
      headers: {},
      config: { headers: new AxiosHeaders() },
      data: { error, code },
    },
  );

describe('AccessDenied', () => {
  it('is a screen of its own: one heading, the reason and a real way to the tenders list', () => {
    inRouter(<AccessDenied reason="Недостатньо прав для адміністрування провайдерів" />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Немає доступу' })).toBeInTheDocument();
    expect(screen.getByText('Недостатньо прав для адміністрування провайдерів')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'До списку тендерів' })).toHaveAttribute('href', '/tenders');
    // A way back that looks like one: a button-styled link, not a line of text.
    expect(screen.getByRole('link', { name: 'До списку тендерів' })).toHaveClass('mantine-Button-root');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says in general why when the screen gives no reason, and can lead back to a nearer page', () => {
    inRouter(<AccessDenied back={{ to: '/tenders/42', label: 'До тендера' }} />);
    expect(screen.getByText(/Ваша роль не дає прав на цю сторінку/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'До тендера' })).toHaveAttribute('href', '/tenders/42');
    expect(screen.getByRole('link', { name: 'До списку тендерів' })).toBeInTheDocument();
  });

  it('knows a permission refusal from other failures', () => {
    expect(isPermissionError(failure(403, 'forbidden', 'Недостатньо прав'))).toBe(true);
    expect(isPermissionError(failure(403, 'offers_sealed', 'Запечатано'))).toBe(false);
    expect(isPermissionError(failure(403, 'organization_not_verified', 'Не верифіковано'))).toBe(false);
    expect(isPermissionError(failure(500, 'internal', 'Збій'))).toBe(false);
    expect(isPermissionError(new Error('network'))).toBe(false);
  });
});

describe('LoadFailedAlert', () => {
  it('shows a permission refusal as the denied screen, with the server’s reason and no retry', () => {
    const retry = vi.fn();
    inRouter(
      <LoadFailedAlert
        title="Не вдалося завантажити дані"
        error={failure(403, 'forbidden', 'Дані організації бачать лише її користувачі')}
        onRetry={retry}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Немає доступу' })).toBeInTheDocument();
    expect(screen.getByText('Дані організації бачать лише її користувачі')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Спробувати ще раз' })).not.toBeInTheDocument();
    expect(screen.queryByText('Не вдалося завантажити дані')).not.toBeInTheDocument();
  });

  it('offers a retry for a failure that may pass', () => {
    inRouter(
      <LoadFailedAlert
        title="Не вдалося завантажити дані"
        error={failure(500, 'internal', 'Сервер тимчасово недоступний')}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Сервер тимчасово недоступний');
    expect(screen.getByRole('button', { name: 'Спробувати ще раз' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Немає доступу' })).not.toBeInTheDocument();
  });
});
