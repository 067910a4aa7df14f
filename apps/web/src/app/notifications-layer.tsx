import { useEffect, useRef } from 'react';
import { Text } from '@mantine/core';
import '@mantine/notifications/styles.css';
import { Notifications, notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  clearAllDone,
  clearRequestDone,
  mergeToasts,
  takeQueuedToasts,
  toastKey,
  useToastState,
  type ToastMessage,
  type ToastSeverity,
} from '../lib/toasts';

const COLORS: Record<ToastSeverity, string> = { success: 'teal', info: 'brand', warn: 'yellow', error: 'red' };

function body(message: ToastMessage) {
  return (
    <>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {message.detail.message}
      </Text>
      {message.detail.extra ? (
        <Text size="xs" c="dimmed" mt={4} style={{ whiteSpace: 'pre-line' }}>
          {message.detail.extra}
        </Text>
      ) : null}
    </>
  );
}

/**
 * Shows the toast store's queued messages with @mantine/notifications and clears them from
 * the store; carries out clear requests. A message with the same summary and group as a
 * visible toast updates that toast instead of stacking another one.
 */
export function NotificationsLayer() {
  const { t } = useTranslation();
  const { queue, clearRequest, clearAll } = useToastState();
  const visible = useRef(new Map<string, ToastMessage>());

  useEffect(() => {
    if (!queue.length) return;
    for (const incoming of takeQueuedToasts()) {
      const id = toastKey(incoming);
      const current = visible.current.get(id);
      const message = current ? mergeToasts(current, incoming) : incoming;
      visible.current.set(id, message);
      const data = {
        id,
        title: message.summary,
        message: body(message),
        color: COLORS[message.severity],
        autoClose: message.life > 0 ? message.life : false,
        withCloseButton: true,
        closeButtonProps: { 'aria-label': t('common.close') },
        'data-severity': message.severity,
        onClose: () => visible.current.delete(id),
      } as const;
      if (current) notifications.update(data);
      else notifications.show(data);
    }
  }, [queue, t]);

  useEffect(() => {
    if (clearRequest === null) return;
    for (const [id, message] of visible.current) {
      if (clearRequest === 'all' || message.group === clearRequest) {
        notifications.hide(id);
        visible.current.delete(id);
      }
    }
    clearRequestDone();
  }, [clearRequest]);

  useEffect(() => {
    if (!clearAll) return;
    notifications.clean();
    visible.current.clear();
    clearAllDone();
  }, [clearAll]);

  // At the top: a dialog's actions are at its bottom, where a toast would cover them.
  return <Notifications position="top-right" limit={5} zIndex={1100} />;
}
