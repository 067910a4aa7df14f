import { useSyncExternalStore } from 'react';
import { AXIOS_ERROR_EVENT, type AxiosErrorDetail } from './api-client';
import { i18n } from '../i18n/i18n';

/**
 * The one toast store (docs/product/api-conventions.md §12), usable outside React. Code anywhere queues a
 * message with `showToast`; the ToastHost (src/app/toast-host.tsx) shows queued messages
 * with @mantine/notifications and then clears them from the store (docs/product/api-conventions.md §12).
 */

export type ToastSeverity = 'success' | 'info' | 'warn' | 'error';

export interface ToastDetail {
  message: string;
  extra?: string;
}

export interface ToastMessage {
  severity: ToastSeverity;
  summary: string;
  detail: ToastDetail;
  group: string;
  /** Display time in ms; 0 keeps the toast until the user closes it. */
  life: number;
  /** Takes the place of a toast with the same summary and group instead of merging into it. */
  replace?: boolean;
}

export interface ToastInput {
  severity?: ToastSeverity;
  summary: string;
  detail: ToastDetail | string;
  group?: string;
  life?: number;
  /** Replace the text of a toast with the same summary and group (its state changed) instead of adding to it. */
  replace?: boolean;
}

export interface ToastState {
  queue: readonly ToastMessage[];
  /** A group name or 'all': toasts of that group (or every toast) are to be removed. */
  clearRequest: string | null;
  /** Remove every toast; the host resets it to false when done. */
  clearAll: boolean;
}

export const DEFAULT_TOAST_GROUP = 'default';
export const DEFAULT_TOAST_LIFE = 5000;
/** Error toasts stay longer: people need time to read what went wrong. */
export const ERROR_TOAST_LIFE = 10000;
export const AXIOS_ERROR_GROUP = 'axios-error';

const initialState: ToastState = { queue: [], clearRequest: null, clearAll: false };
let state: ToastState = initialState;
const listeners = new Set<() => void>();

function setState(next: ToastState): void {
  state = next;
  listeners.forEach((l) => l());
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToastState(): ToastState {
  return state;
}

/** Two messages are one toast when summary and group match (docs/product/api-conventions.md §12). */
export function sameToast(a: Pick<ToastMessage, 'summary' | 'group'>, b: Pick<ToastMessage, 'summary' | 'group'>) {
  return a.summary === b.summary && a.group === b.group;
}

/** Stable key of a toast: used as the notification id so merges update the visible one. */
export function toastKey(m: Pick<ToastMessage, 'summary' | 'group'>): string {
  return `toast:${m.group}:${m.summary}`;
}

const SEVERITY_RANK: Record<ToastSeverity, number> = { success: 0, info: 1, warn: 2, error: 3 };

function joinUnique(a: string | undefined, b: string | undefined): string | undefined {
  const lines = [...(a ?? '').split('\n'), ...(b ?? '').split('\n')].filter(Boolean);
  return lines.length ? [...new Set(lines)].join('\n') : undefined;
}

/**
 * Merges `next` into `current` (same summary and group): texts unite, the graver severity and
 * longer life win; a `replace` message simply takes the place of the current one.
 */
export function mergeToasts(current: ToastMessage, next: ToastMessage): ToastMessage {
  if (next.replace) return next;
  const extra = joinUnique(current.detail.extra, next.detail.extra);
  return {
    ...current,
    severity: SEVERITY_RANK[next.severity] > SEVERITY_RANK[current.severity] ? next.severity : current.severity,
    detail: { message: joinUnique(current.detail.message, next.detail.message) ?? '', ...(extra ? { extra } : {}) },
    life: current.life === 0 || next.life === 0 ? 0 : Math.max(current.life, next.life),
  };
}

export function normalizeToast(input: ToastInput): ToastMessage {
  const detail = typeof input.detail === 'string' ? { message: input.detail } : input.detail;
  return {
    severity: input.severity ?? 'info',
    summary: input.summary,
    detail,
    group: input.group ?? DEFAULT_TOAST_GROUP,
    life: input.life ?? DEFAULT_TOAST_LIFE,
    ...(input.replace ? { replace: true } : {}),
  };
}

/** Queues a toast; one with the same summary and group already queued is merged into. */
export function showToast(input: ToastInput): void {
  const message = normalizeToast(input);
  const index = state.queue.findIndex((m) => sameToast(m, message));
  const queue =
    index === -1 ? [...state.queue, message] : state.queue.map((m, i) => (i === index ? mergeToasts(m, message) : m));
  setState({ ...state, queue });
}

/** Hands the queued messages to the caller (the host) and clears them from the store. */
export function takeQueuedToasts(): ToastMessage[] {
  const queued = [...state.queue];
  if (queued.length) setState({ ...state, queue: [] });
  return queued;
}

/** Removes the toasts of a group, or all toasts with 'all'. Queued ones of that group go too. */
export function clearToasts(group: string): void {
  const queue = group === 'all' ? [] : state.queue.filter((m) => m.group !== group);
  setState({ ...state, queue, clearRequest: group });
}

export function clearRequestDone(): void {
  if (state.clearRequest !== null) setState({ ...state, clearRequest: null });
}

/** Raises the clear-all flag: every toast disappears and the flag returns to false. */
export function clearAllToasts(): void {
  setState({ ...state, queue: [], clearAll: true });
}

export function clearAllDone(): void {
  if (state.clearAll) setState({ ...state, clearAll: false });
}

export function useToastState(): ToastState {
  return useSyncExternalStore(subscribeToasts, getToastState, getToastState);
}

/** Test helper: back to an empty store. */
export function resetToasts(): void {
  setState(initialState);
}

/**
 * Turns every `axios-error` event into an error toast titled 'Помилка' (docs/product/api-conventions.md §12). Only events
 * that carry a message make a toast (`null` means the error is shown elsewhere); an empty
 * message is shown as 'Невідома помилка!'. Identical errors merge into one toast.
 */
export function listenToAxiosErrors(target: Window = window): () => void {
  const onError = (event: Event) => {
    const detail = (event as CustomEvent<AxiosErrorDetail | undefined>).detail;
    if (!detail || detail.message === null || detail.message === undefined) return;
    const message = detail.message || i18n.t('errors.unknown');
    // A validation message already names its fields: the same lines again below it are noise.
    const extra = (detail.extra ?? '')
      .split('\n')
      .filter((line) => line && !message.includes(line))
      .join('\n');
    showToast({
      severity: 'error',
      summary: i18n.t('errors.title'),
      detail: { message, ...(extra ? { extra } : {}) },
      group: AXIOS_ERROR_GROUP,
      life: ERROR_TOAST_LIFE,
    });
  };
  target.addEventListener(AXIOS_ERROR_EVENT, onError);
  return () => target.removeEventListener(AXIOS_ERROR_EVENT, onError);
}
