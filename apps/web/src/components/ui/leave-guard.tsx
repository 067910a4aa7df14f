import { useEffect, useRef } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppDialog } from './app-dialog';

/**
 * Keeps a person from losing what they typed. While `isDirty()` holds, leaving the screen inside
 * the app (a link, the menu, Back) asks «Залишитися» or «Не зберігати», and reloading or closing
 * the tab asks the browser's own question. It is asked at the moment of leaving, so a form that
 * has just saved (and so is no longer dirty) leaves without a word.
 */
export function LeaveGuard({ isDirty }: { isDirty: () => boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  // The page's unload asks the latest answer, whatever render installed the listener.
  const dirtyNow = useRef(isDirty);
  useEffect(() => {
    dirtyNow.current = isDirty;
  }, [isDirty]);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyNow.current()) return;
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const blocked = blocker.state === 'blocked';
  return (
    <AppDialog title={t('common.leave.title')} opened={blocked} onClose={() => blocked && blocker.reset()} size="md">
      <Text mb="lg">{t('common.leave.text')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocked && blocker.proceed()}>
          {t('common.leave.discard')}
        </Button>
        <Button onClick={() => blocked && blocker.reset()} data-autofocus>
          {t('common.leave.stay')}
        </Button>
      </Group>
    </AppDialog>
  );
}
