import { Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../components/ui/app-dialog';
import { loginHref } from '../lib/redirects';
import { endSession } from '../lib/session';
import { closeUnauthorizedModal } from './unauthorized-modal-state';

/**
 * The modal for a call that met an ended session (docs/product/api-conventions.md §12), rendered lazily by the root
 * layout while the flag of ./unauthorized-modal-state.ts is up. It can be closed, so a person
 * can copy what they typed; its button leads to sign-in and back.
 */
export function UnauthorizedModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  const signInAgain = () => {
    closeUnauthorizedModal();
    endSession(queryClient);
    void navigate(loginHref(location));
  };

  return (
    <AppDialog
      opened
      onClose={closeUnauthorizedModal}
      title={t('session.unauthorizedTitle')}
      size="md"
      closeOnClickOutside={false}
    >
      <Text size="sm">{t('session.unauthorizedText')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button data-autofocus onClick={signInAgain}>
          {t('session.signInAgain')}
        </Button>
      </Group>
    </AppDialog>
  );
}
