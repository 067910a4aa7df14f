import { useState } from 'react';
import { Stack, Text, Textarea } from '@mantine/core';
import { AppDialog } from '../../../components/ui/app-dialog';
import { IconCircleCheck, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ZBlockProviderRequest } from '@tt/contracts/admin';
import { required } from '@tt/contracts/common';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { contractValidate } from '../../../lib/contract-form';
import { serverFormError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toasts';
import { useProviderAction, type ProviderAction } from '../api/act-on-provider';
import '../../../i18n/uk-admin';

export type ProviderActionKind = ProviderAction['kind'];

/** The icon and colour of each provider action, alike in the list and on the card. */
export const PROVIDER_ACTION_ICONS = { verify: IconCircleCheck, block: IconLock, unblock: IconLockOpen } as const;
export const PROVIDER_ACTION_COLORS = { verify: 'green', block: 'red', unblock: 'blue' } as const;

interface ProviderActionModalProps {
  /** The provider and what to do with it; null when closed. */
  target: { id: number; name: string; kind: ProviderActionKind } | null;
  onClose: () => void;
}

const blockRules = contractValidate<{ reason: string }>(ZBlockProviderRequest);

/** Verify / block / unblock with confirmation; blocking asks for a reason, which the provider's users receive. */
export function ProviderActionModal({ target, onClose }: ProviderActionModalProps) {
  const { t } = useTranslation();
  const kind = target?.kind ?? 'verify';
  return (
    <AppDialog opened={target !== null} onClose={onClose} title={t(`admin.${kind}.title`)} size="md">
      {target ? <ActionForm key={`${target.id}-${target.kind}`} target={target} onClose={onClose} /> : null}
    </AppDialog>
  );
}

function ActionForm({
  target,
  onClose,
}: {
  target: NonNullable<ProviderActionModalProps['target']>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const action = useProviderAction();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const kind = target.kind;

  const submit = () => {
    setMessage(null);
    // An empty reason is named as missing; the contract's rule says how long one must be.
    const refused =
      kind !== 'block' ? undefined : reason.trim() ? blockRules({ reason }).reason : required(t('admin.block.reason'));
    if (refused) {
      setReasonError(refused);
      return;
    }
    const payload: ProviderAction = kind === 'block' ? { kind, reason: reason.trim() } : { kind };
    action.mutate(
      { id: target.id, action: payload },
      {
        onSuccess: () => {
          showToast({ severity: 'success', summary: t(`admin.${kind}.done`), detail: { message: target.name } });
          onClose();
        },
        onError: (error) => {
          const parsed = serverFormError(error, ['reason']);
          setReasonError(parsed.fields.reason ?? null);
          setMessage(parsed.message);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <FormErrorAlert message={message} />
      <Text size="sm">{t(`admin.${kind}.text`, { name: target.name })}</Text>
      {kind === 'block' ? (
        <Textarea
          label={t('admin.block.reason')}
          placeholder={t('admin.block.reasonPlaceholder')}
          required
          autosize
          minRows={3}
          maxLength={2000}
          value={reason}
          error={reasonError}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setReasonError(null);
          }}
          data-autofocus
        />
      ) : null}
      <DialogActions
        onCancel={onClose}
        label={t(`admin.actions.${kind}`)}
        loading={action.isPending}
        color={kind === 'block' ? 'red' : kind === 'verify' ? 'green' : 'blue'}
        onConfirm={submit}
      />
    </Stack>
  );
}

/** The actions a provider in this state allows: verify while unverified, block or unblock. */
export function availableActions(p: { is_verify: boolean; is_blocked: boolean }): ProviderActionKind[] {
  return [...(p.is_verify ? [] : ['verify' as const]), p.is_blocked ? 'unblock' : 'block'];
}
