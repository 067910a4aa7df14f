import { afterEach, describe, expect, it } from 'vitest';
import {
  clearAllDone,
  clearAllToasts,
  clearRequestDone,
  clearToasts,
  getToastState,
  listenToAxiosErrors,
  resetToasts,
  showToast,
  takeQueuedToasts,
} from './toasts';
import { AXIOS_ERROR_EVENT } from './api-client';

afterEach(resetToasts);

function raise(detail: unknown) {
  window.dispatchEvent(new CustomEvent(AXIOS_ERROR_EVENT, { detail }));
}

describe('toast store', () => {
  it('fills defaults: severity info, default group and life', () => {
    showToast({ summary: 'Збережено', detail: 'Тендер збережено' });
    expect(getToastState().queue).toEqual([
      { severity: 'info', summary: 'Збережено', detail: { message: 'Тендер збережено' }, group: 'default', life: 5000 },
    ]);
  });

  it('merges messages with the same summary and group', () => {
    showToast({ summary: 'Помилка', detail: { message: 'A', extra: 'x' }, group: 'g', life: 3000 });
    showToast({ summary: 'Помилка', detail: { message: 'B', extra: 'y' }, group: 'g', severity: 'error', life: 8000 });
    showToast({ summary: 'Помилка', detail: 'A', group: 'g' });
    showToast({ summary: 'Помилка', detail: 'C', group: 'other' });
    const { queue } = getToastState();
    expect(queue).toHaveLength(2);
    expect(queue[0]).toEqual({
      severity: 'error',
      summary: 'Помилка',
      detail: { message: 'A\nB', extra: 'x\ny' },
      group: 'g',
      life: 8000,
    });
    expect(queue[1]!.group).toBe('other');
  });

  it('hands queued messages over once and clears them', () => {
    showToast({ summary: 'a', detail: 'a' });
    expect(takeQueuedToasts()).toHaveLength(1);
    expect(getToastState().queue).toEqual([]);
    expect(takeQueuedToasts()).toEqual([]);
  });

  it('clears by group or all', () => {
    showToast({ summary: 'a', detail: 'a', group: 'one' });
    showToast({ summary: 'b', detail: 'b', group: 'two' });
    clearToasts('one');
    expect(getToastState().queue.map((m) => m.group)).toEqual(['two']);
    expect(getToastState().clearRequest).toBe('one');
    clearRequestDone();
    expect(getToastState().clearRequest).toBeNull();
    clearToasts('all');
    expect(getToastState().queue).toEqual([]);
    expect(getToastState().clearRequest).toBe('all');
  });

  it('raises and resets the clear-all flag', () => {
    showToast({ summary: 'a', detail: 'a' });
    clearAllToasts();
    expect(getToastState()).toMatchObject({ queue: [], clearAll: true });
    clearAllDone();
    expect(getToastState().clearAll).toBe(false);
  });
});

describe('axios-error listener', () => {
  it('queues an error toast titled Помилка with message and extra', () => {
    const stop = listenToAxiosErrors();
    raise({ id: '1', kind: 'response', message: 'Тендер не знайдено', extra: 'деталі' });
    stop();
    expect(getToastState().queue).toEqual([
      {
        severity: 'error',
        summary: 'Помилка',
        detail: { message: 'Тендер не знайдено', extra: 'деталі' },
        group: 'axios-error',
        life: 10000,
      },
    ]);
  });

  it('leaves out extra lines the message already says (a validation message names its fields)', () => {
    const stop = listenToAxiosErrors();
    raise({
      id: '4',
      kind: 'response',
      message: 'Поле «А» хибне; Поле «Б» хибне',
      extra: 'Поле «А» хибне\nПоле «Б» хибне\nІнше',
    });
    raise({ id: '5', kind: 'response', message: 'Лише одне', extra: 'Лише одне' });
    stop();
    const [first] = getToastState().queue;
    expect(first!.detail).toEqual({ message: 'Поле «А» хибне; Поле «Б» хибне\nЛише одне', extra: 'Інше' });
  });

  it("falls back to 'Невідома помилка!' for an empty message", () => {
    const stop = listenToAxiosErrors();
    raise({ id: '2', kind: 'response', message: '' });
    stop();
    expect(getToastState().queue[0]!.detail).toEqual({ message: 'Невідома помилка!' });
  });

  it('shows nothing when the event carries no message', () => {
    const stop = listenToAxiosErrors();
    raise({ id: '3', kind: 'response', message: null });
    raise(undefined);
    stop();
    expect(getToastState().queue).toEqual([]);
  });

  it('stops listening when removed', () => {
    listenToAxiosErrors()();
    raise({ id: '4', kind: 'response', message: 'x' });
    expect(getToastState().queue).toEqual([]);
  });
});
