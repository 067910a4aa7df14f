import { Button, Group, type MantineColor, type MantineSpacing } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DialogActionsProps {
  onCancel: () => void;
  /** The confirming button's words. */
  label: string;
  loading: boolean;
  color?: MantineColor;
  /** What the confirming button does; without it, it submits the dialog's form. */
  onConfirm?: () => void;
  mt?: MantineSpacing;
}

/** The foot of a dialog: «Скасувати» and the confirming button, at the right. */
export function DialogActions({ onCancel, label, loading, color, onConfirm, mt }: DialogActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} color={color} loading={loading} onClick={onConfirm}>
        {label}
      </Button>
    </Group>
  );
}

/** The foot of a dialog with nothing left to confirm (read only, or refused for good): «Закрити». */
export function DialogClose({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose}>
        {t('common.close')}
      </Button>
    </Group>
  );
}
