import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { setupUser } from '../../test/user';
import { renderWithProviders } from '../../test/render-app';
import { mockApi } from '../../test/mock-api';
import { ChannelSelect } from './channel-select';

/*
 * Forms offer only active channel values (GET /channels/{kind}?active=true), but a record keeps
 * the value it already holds even after an administrator deactivated it (docs/decisions/0028).
 */

const names = new Map([
  [1, 'Оптоволокно'],
  [2, 'Мідна пара'],
  [3, 'Радіоканал'],
]);

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

function answerActive(ids: number[]) {
  api = mockApi({
    'GET /channels/physics': (config) => ({
      status: 200,
      data: [...names]
        .filter(([id]) => config.params?.active !== true || ids.includes(id))
        .map(([id, name]) => ({ id, name })),
    }),
  });
}

/** Renders the select holding `value`, opens it once the active values have arrived, and reads its options. */
async function openWith(value: string | null, expected: string) {
  renderWithProviders(<ChannelSelect kind="physics" label="Фізика каналу" channels={names} value={value} />);
  await waitFor(() => expect(api!.calls.some((c) => c.params?.active === true)).toBe(true));
  await setupUser().click(screen.getByRole('combobox', { name: 'Фізика каналу' }));
  await waitFor(() =>
    expect(
      screen
        .getAllByRole('option')
        .map((o) => o.textContent)
        .join(','),
    ).toBe(expected),
  );
}

describe('ChannelSelect', () => {
  it('offers only the active values of a dictionary', async () => {
    answerActive([1, 3]);
    await openWith(null, 'Оптоволокно,Радіоканал');
  });

  it('keeps the deactivated value a record already holds, named and chosen', async () => {
    answerActive([1]);
    await openWith('2', 'Оптоволокно,Мідна пара');
    expect(screen.getByRole('combobox', { name: 'Фізика каналу' })).toHaveValue('Мідна пара');
  });
});
