import { describe, expect, it } from 'vitest';
import axios, { AxiosError } from 'axios';
import { serverFormError } from './form-errors';

function failure(status: number, data: unknown) {
  return new AxiosError(
    'x',
    'ERR',
    undefined,
    {},
    {
      status,
      statusText: '',
      headers: {},
      config: { headers: new axios.AxiosHeaders() },
      data,
    },
  );
}

describe('serverFormError', () => {
  it('puts known field messages on fields and nothing above the form', () => {
    const e = failure(400, {
      error: 'Перевірте дані',
      code: 'validation_failed',
      details: { fields: { password: 'Закороткий' } },
    });
    expect(serverFormError(e, ['password'])).toEqual({
      fields: { password: 'Закороткий' },
      message: null,
      code: 'validation_failed',
    });
  });

  it('shows messages of fields the form lacks above it', () => {
    const e = failure(400, {
      error: 'Перевірте дані',
      code: 'validation_failed',
      details: { fields: { token: 'Посилання застаріло' } },
    });
    expect(serverFormError(e, ['password']).message).toBe('Перевірте дані\nПосилання застаріло');
  });

  it('shows the server sentence for other errors', () => {
    const e = failure(429, { error: 'Забагато спроб. Спробуйте за хвилину.', code: 'rate_limited' });
    expect(serverFormError(e, ['login'])).toEqual({
      fields: {},
      message: 'Забагато спроб. Спробуйте за хвилину.',
      code: 'rate_limited',
    });
  });
});
