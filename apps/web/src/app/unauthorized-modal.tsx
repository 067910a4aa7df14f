import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../i18n/i18n';

export const UNAUTHORIZED_MODAL_ID = 'unauthorized';
let open = false;

/**
 * The modal for a call that met an ended session (spec §4). It can be closed, so a person
 * can copy what they typed before signing in again; its button leads to sign-in and back.
 */
export function openUnauthorizedModal(onSignIn: () => void): void {
  if (open) return;
  open = true;
  modals.open({
    modalId: UNAUTHORIZED_MODAL_ID,
    title: i18n.t('session.unauthorizedTitle'),
    centered: true,
    closeOnClickOutside: false,
    onClose: () => {
      open = false;
    },
    children: (
      <>
        <Text size="sm">{i18n.t('session.unauthorizedText')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button
            data-autofocus
            onClick={() => {
              modals.close(UNAUTHORIZED_MODAL_ID);
              onSignIn();
            }}
          >
            {i18n.t('session.signInAgain')}
          </Button>
        </Group>
      </>
    ),
  });
}
