import type { ReactNode } from 'react';
import { Modal, type ModalRootProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface AppDialogProps extends Pick<ModalRootProps, 'size' | 'centered' | 'closeOnClickOutside'> {
  title: ReactNode;
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A titled dialog that passes axe-core: Mantine's Modal draws its title bar as a <header>,
 * which screen readers (and axe) take for a second page banner beside the app's own, and its ×
 * has no name. Here the bar is no landmark and the × is «Закрити».
 */
export function AppDialog({
  title,
  opened,
  onClose,
  children,
  size = 'lg',
  centered = true,
  closeOnClickOutside,
}: AppDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      size={size}
      centered={centered}
      closeOnClickOutside={closeOnClickOutside}
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header role="none">
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t('common.close')} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
