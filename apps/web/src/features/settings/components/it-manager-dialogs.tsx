import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { required } from '@tt/contracts/common';
import { ZItManagerWrite, type TItManager, type TItManagerWrite } from '@tt/contracts/settings';
import { AppDialog } from '../../../components/ui/app-dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { focusFirstError } from '../../../components/ui/focus-first-error';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { contractValidate } from '../../../lib/contract-form';
import { serverFormError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toasts';
import { useSession } from '../../../lib/use-session';
import { useRemoveItManager, useSaveItManager } from '../api/it-managers';
import '../../../i18n/uk-settings';

/** What the managers' screen has open: a new manager's form, one manager's, or the removal of one. */
export type ManagerDialog = { kind: 'create' } | { kind: 'edit' | 'remove'; manager: TItManager } | null;

interface ManagerValues {
  region_id: string | null;
  full_name: string;
  position: string;
  email: string;
  phone: string;
}

const FIELDS = ['region_id', 'full_name', 'position', 'email', 'phone'] as const;

const toBody = ({ region_id, ...rest }: ManagerValues): TItManagerWrite => ({
  ...rest,
  region_id: region_id ? Number(region_id) : Number.NaN,
});

const contractRules = contractValidate<ManagerValues, TItManagerWrite>(ZItManagerWrite, toBody);
/** The contract's checks; an unchosen region is said as a missing field, not as «not a number». */
const rules = (values: ManagerValues) => ({
  ...contractRules(values),
  ...(values.region_id ? {} : { region_id: required('Регіон') }),
});

/** The dialogs of the managers' screen. */
export function ItManagerDialogs({ dialog, onClose }: { dialog: ManagerDialog; onClose: () => void }) {
  const { t } = useTranslation();
  const editing = dialog?.kind === 'edit' ? dialog.manager : null;
  return (
    <>
      <AppDialog
        opened={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        onClose={onClose}
        title={t(editing ? 'settings.managers.editTitle' : 'settings.managers.addTitle')}
        size="lg"
      >
        {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
          <ManagerForm key={editing?.id ?? 'new'} manager={editing} onClose={onClose} />
        ) : null}
      </AppDialog>
      <AppDialog
        opened={dialog?.kind === 'remove'}
        onClose={onClose}
        title={t('settings.managers.removeTitle')}
        size="md"
      >
        {dialog?.kind === 'remove' ? <RemoveManager manager={dialog.manager} onClose={onClose} /> : null}
      </AppDialog>
    </>
  );
}

function ManagerForm({ manager, onClose }: { manager: TItManager | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { regions } = useSession();
  const save = useSaveItManager();
  const form = useForm<ManagerValues>({
    initialValues: {
      region_id: manager ? String(manager.region.id) : null,
      full_name: manager?.full_name ?? '',
      position: manager?.position ?? '',
      email: manager?.email ?? '',
      phone: manager?.phone ?? '',
    },
    validate: rules,
  });
  const failure = save.error ? serverFormError(save.error, FIELDS) : null;
  const showErrors = (errors: Record<string, unknown>) => focusFirstError(FIELDS, errors);

  const submit = form.onSubmit(
    (values) =>
      save.mutate(
        { id: manager?.id ?? null, body: toBody(values) },
        {
          onSuccess: (saved) => {
            showToast({
              severity: 'success',
              summary: t(manager ? 'settings.managers.updated' : 'settings.managers.created'),
              detail: saved.full_name,
            });
            onClose();
          },
          onError: (error) => {
            const { fields } = serverFormError(error, FIELDS);
            form.setErrors(fields);
            showErrors(fields);
          },
        },
      ),
    showErrors,
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={failure?.message ?? null} />
        <Select
          label={t('settings.managers.region')}
          placeholder={t('settings.managers.chooseRegion')}
          data={(regions ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
          searchable
          required
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('region_id')}
        />
        <TextInput
          label={t('settings.managers.fullName')}
          required
          data-autofocus
          {...form.getInputProps('full_name')}
        />
        <TextInput label={t('settings.managers.position')} {...form.getInputProps('position')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('settings.managers.email')}
            type="email"
            required
            autoComplete="off"
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('settings.managers.phone')}
            type="tel"
            autoComplete="off"
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
        <DialogActions onCancel={onClose} label={t('settings.managers.save')} loading={save.isPending} mt="xs" />
      </Stack>
    </form>
  );
}

function RemoveManager({ manager, onClose }: { manager: TItManager; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useRemoveItManager();
  const failure = remove.error ? serverFormError(remove.error, []) : null;
  return (
    <Stack gap="md">
      <FormErrorAlert message={failure?.message ?? null} />
      <Text size="sm">
        {t('settings.managers.removeText', { name: manager.full_name, region: manager.region.name })}
      </Text>
      <DialogActions
        onCancel={onClose}
        label={t('settings.managers.remove')}
        color="red"
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(manager.id, {
            onSuccess: () => {
              showToast({ severity: 'success', summary: t('settings.managers.removed'), detail: manager.full_name });
              onClose();
            },
          })
        }
      />
    </Stack>
  );
}
