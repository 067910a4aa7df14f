import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TEmailDetails } from '@tt/contracts/emails';
import { AppDialog } from '../../../components/ui/app-dialog';
import { DialogActions, DialogClose } from '../../../components/ui/dialog-actions';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { errorBody, errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toasts';
import { useResendEmail } from '../api/resend-email';
import '../../../i18n/uk-email-archive';

interface ResendEmailDialogProps {
  /** The letter to send again; null when closed. */
  letter: TEmailDetails | null;
  onClose: () => void;
  /** The new copy has been queued: its id. */
  onResent: (copyId: string) => void;
}

/** «Надіслати повторно» asks first: a new copy goes to the same addresses, and stays in the archive. */
export function ResendEmailDialog({ letter, onClose, onResent }: ResendEmailDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog opened={letter !== null} onClose={onClose} size="md" title={t('emailArchive.resend.title')}>
      {letter ? <ResendConfirm key={letter.id} letter={letter} onClose={onClose} onResent={onResent} /> : null}
    </AppDialog>
  );
}

function ResendConfirm({
  letter,
  onClose,
  onResent,
}: Omit<ResendEmailDialogProps, 'letter'> & { letter: TEmailDetails }) {
  const { t } = useTranslation();
  const resend = useResendEmail();
  // A refusal is the server's Ukrainian sentence, shown here. A conflict (a one-time link is never
  // sent twice) is final, so the letter is not offered again; any other failure may be retried.
  const [refusal, setRefusal] = useState<{ message: string; final: boolean } | null>(null);
  const confirm = () => {
    setRefusal(null);
    resend.mutate(letter.id, {
      onSuccess: (copyId) => {
        showToast({ severity: 'success', summary: t('emailArchive.resend.done'), detail: { message: letter.subject } });
        onResent(copyId);
      },
      onError: (error) => setRefusal({ message: errorMessage(error), final: errorBody(error)?.code === 'conflict' }),
    });
  };
  return (
    <Stack gap="md">
      <FormErrorAlert title={t('emailArchive.resend.failed')} message={refusal?.message ?? null} />
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('emailArchive.resend.text', {
          subject: letter.subject,
          recipients: [...letter.to, ...letter.cc].join(', '),
        })}
      </Text>
      {refusal?.final ? (
        <DialogClose onClose={onClose} />
      ) : (
        <DialogActions
          onCancel={onClose}
          label={t('emailArchive.resend.confirm')}
          loading={resend.isPending}
          onConfirm={confirm}
        />
      )}
    </Stack>
  );
}
