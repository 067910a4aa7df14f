import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { setupUser } from '../../test/user';
import { renderWithProviders } from '../../test/render-app';
import { SEARCH_DELAY, SearchField } from './search-field';

/** The field's owner, as a list screen is: it keeps the search (trimmed, as the address bar does) and may reset it. */
function Owner({ writes }: { writes: string[] }) {
  const [value, setValue] = useState('');
  return (
    <>
      <SearchField
        label="Пошук"
        value={value}
        onChange={(q) => {
          writes.push(q);
          setValue(q.trim());
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Скинути
      </button>
      <span data-testid="value">{value}</span>
    </>
  );
}

const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DELAY + 150)));

describe('SearchField', () => {
  it('tells its owner once typing pauses, not at each keystroke', async () => {
    const writes: string[] = [];
    renderWithProviders(<Owner writes={writes} />);
    await setupUser().type(screen.getByRole('textbox', { name: 'Пошук' }), 'кабель');
    expect(writes).toEqual([]);
    await waitFor(() => expect(writes).toEqual(['кабель']));
    expect(screen.getByTestId('value')).toHaveTextContent('кабель');
  });

  it('tells at once when the field is left, and not again after the pause', async () => {
    const writes: string[] = [];
    renderWithProviders(<Owner writes={writes} />);
    await setupUser().type(screen.getByRole('textbox', { name: 'Пошук' }), 'лот');
    await setupUser().tab();
    expect(writes).toEqual(['лот']);
    await pause();
    expect(writes).toEqual(['лот']);
  });

  it('clears at once with its X, and drops the write still waiting', async () => {
    const writes: string[] = [];
    renderWithProviders(<Owner writes={writes} />);
    const field = screen.getByRole('textbox', { name: 'Пошук' });
    expect(screen.queryByRole('button', { name: 'Очистити пошук' })).not.toBeInTheDocument();
    await setupUser().type(field, 'лот');
    await setupUser().click(screen.getByRole('button', { name: 'Очистити пошук' }));
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(writes).toEqual(['']);
    await pause();
    expect(writes).toEqual(['']);
  });

  it('shows a change made from outside, and keeps the spaces still being typed', async () => {
    const writes: string[] = [];
    renderWithProviders(<Owner writes={writes} />);
    const field = screen.getByRole('textbox', { name: 'Пошук' });
    await setupUser().type(field, 'оптичний ');
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('оптичний'));
    expect(field).toHaveValue('оптичний ');
    await setupUser().click(screen.getByRole('button', { name: 'Скинути' }));
    expect(field).toHaveValue('');
  });
});
