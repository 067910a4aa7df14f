import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useBlocker, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppDialog } from './app-dialog';

/**
 * Keeps a person from losing what they typed. While `isDirty()` holds, leaving the screen inside
 * the app (a link, the menu, Back) asks «Залишитися» or «Не зберігати», and reloading or closing
 * the tab asks the browser's own question. It is asked at the moment of leaving; a form that
 * leaves after its own save goes by `leaveSaved`, which asks nothing. Render `dialog`.
 */
export function useLeaveGuard(isDirty: () => boolean): { dialog: ReactNode; leaveSaved: (to: string) => void } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Read when leaving, which comes after the render that installed the check.
  const dirtyNow = useRef(isDirty);
  const saved = useRef(false);
  useEffect(() => {
    dirtyNow.current = isDirty;
  }, [isDirty]);
  const unsaved = () => !saved.current && dirtyNow.current();

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search) &&
      unsaved(),
  );

  // Installed once: `unsaved` reads refs only.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!unsaved()) return;
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const blocked = blocker.state === 'blocked';
  const dialog = (
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

  const leaveSaved = (to: string) => {
    saved.current = true;
    void navigate(to);
  };
  return { dialog, leaveSaved };
}
