import { useId, useState } from 'react';
import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil, IconPlayerPause, IconPlus, IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TChannelKind } from '@tt/contracts/constants';
import {
  CHANNEL_KIND_LABELS,
  ZChannelOptionCreate,
  ZChannelOptionUpdate,
  type TChannelOption,
  type TChannelOptionCreate,
} from '@tt/contracts/settings';
import { AppDialog } from '../../../components/ui/app-dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { focusFirstError } from '../../../components/ui/focus-first-error';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { errorMessage } from '../../../lib/api-client';
import { contractValidate } from '../../../lib/contract-form';
import { serverFormError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toasts';
import { useAddChannelOption, useUpdateChannelOption } from '../api/channel-options';
import '../../../i18n/uk-settings';

const NAME = ['name'] as const;
const addRules = contractValidate<TChannelOptionCreate>(ZChannelOptionCreate);
const renameRules = contractValidate<{ name: string }>(ZChannelOptionUpdate);

interface ChannelDictionaryProps {
  kind: TChannelKind;
  options: TChannelOption[];
  fetching: boolean;
}

/** One dictionary's values: add one, rename one, deactivate or bring one back. */
export function ChannelDictionary({ kind, options, fetching }: ChannelDictionaryProps) {
  const { t } = useTranslation();
  const update = useUpdateChannelOption();
  const [renaming, setRenaming] = useState<TChannelOption | null>(null);

  const setActive = (option: TChannelOption, is_active: boolean) =>
    update.mutate(
      { id: option.id, body: { is_active } },
      {
        onSuccess: (saved) =>
          showToast({
            severity: 'success',
            summary: t(is_active ? 'settings.channels.activated' : 'settings.channels.deactivated', {
              name: saved.name,
            }),
            detail: CHANNEL_KIND_LABELS[saved.kind],
          }),
        onError: (error) =>
          showToast({ severity: 'error', summary: t('settings.channels.failed'), detail: errorMessage(error) }),
      },
    );

  return (
    <Stack gap="md">
      <AddValue kind={kind} />
      <ResponsiveTable<TChannelOption>
        label={CHANNEL_KIND_LABELS[kind]}
        records={options}
        fetching={fetching}
        empty={t('settings.channels.empty')}
        emptyHeight={120}
        columns={[
          {
            accessor: 'name',
            title: t('settings.channels.name'),
            card: 'title',
            render: (o) => (
              <Stack gap={0}>
                <Text size="sm" fw={500} c={o.is_active ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
                  {o.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('settings.channels.usedCount', { count: o.used })}
                </Text>
              </Stack>
            ),
          },
          {
            accessor: 'is_active',
            title: t('settings.channels.state'),
            card: 'aside',
            render: (o) => (
              <Badge color={o.is_active ? 'green' : 'gray'} variant="light" tt="none" miw="max-content">
                {t(o.is_active ? 'settings.channels.active' : 'settings.channels.inactive')}
              </Badge>
            ),
          },
          {
            accessor: 'actions',
            title: t('settings.channels.actions'),
            textAlign: 'right',
            card: 'footer',
            render: (o) => (
              <Group gap="xs" justify="flex-end">
                <Button
                  variant="light"
                  size="compact-sm"
                  leftSection={<IconPencil size={16} aria-hidden />}
                  aria-label={t('settings.channels.renameFor', { name: o.name })}
                  onClick={() => setRenaming(o)}
                >
                  {t('settings.channels.rename')}
                </Button>
                {o.is_active ? (
                  <Button
                    variant="light"
                    color="gray"
                    size="compact-sm"
                    leftSection={<IconPlayerPause size={16} aria-hidden />}
                    aria-label={t('settings.channels.deactivateFor', { name: o.name })}
                    loading={update.isPending && update.variables.id === o.id}
                    onClick={() => setActive(o, false)}
                  >
                    {t('settings.channels.deactivate')}
                  </Button>
                ) : (
                  <Button
                    variant="light"
                    size="compact-sm"
                    leftSection={<IconRestore size={16} aria-hidden />}
                    aria-label={t('settings.channels.activateFor', { name: o.name })}
                    loading={update.isPending && update.variables.id === o.id}
                    onClick={() => setActive(o, true)}
                  >
                    {t('settings.channels.activate')}
                  </Button>
                )}
              </Group>
            ),
          },
        ]}
      />
      <AppDialog
        opened={renaming !== null}
        onClose={() => setRenaming(null)}
        title={t('settings.channels.renameTitle')}
        size="md"
      >
        {renaming ? <RenameValue key={renaming.id} option={renaming} onClose={() => setRenaming(null)} /> : null}
      </AppDialog>
    </Stack>
  );
}

/** «Нове значення» and «Додати»: a new value is active at once. */
function AddValue({ kind }: { kind: TChannelKind }) {
  const { t } = useTranslation();
  const add = useAddChannelOption();
  const fieldId = useId();
  const form = useForm<TChannelOptionCreate>({ initialValues: { kind, name: '' }, validate: addRules });
  const failure = add.error ? serverFormError(add.error, NAME) : null;
  const showErrors = (errors: Record<string, unknown>) => focusFirstError(NAME, errors);
  const submit = form.onSubmit(
    (values) =>
      add.mutate(values, {
        onSuccess: (saved) => {
          showToast({
            severity: 'success',
            summary: t('settings.channels.added', { name: saved.name }),
            detail: CHANNEL_KIND_LABELS[saved.kind],
          });
          form.reset();
        },
        onError: (error) => {
          const { fields } = serverFormError(error, NAME);
          form.setErrors(fields);
          showErrors(fields);
        },
      }),
    showErrors,
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <FormErrorAlert message={failure?.message ?? null} />
        {/* The label stands above the row, so the button lines up with the field even when an error shows under it. */}
        <Text component="label" htmlFor={fieldId} size="sm" fw={500}>
          {t('settings.channels.newValue', { dictionary: CHANNEL_KIND_LABELS[kind] })}
        </Text>
        <Group align="flex-start" gap="sm">
          <TextInput id={fieldId} required style={{ flex: '1 1 220px' }} maw={480} {...form.getInputProps('name')} />
          <Button type="submit" loading={add.isPending} leftSection={<IconPlus size={18} aria-hidden />}>
            {t('settings.channels.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RenameValue({ option, onClose }: { option: TChannelOption; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateChannelOption();
  const form = useForm<{ name: string }>({ initialValues: { name: option.name }, validate: renameRules });
  const failure = update.error ? serverFormError(update.error, NAME) : null;
  const showErrors = (errors: Record<string, unknown>) => focusFirstError(NAME, errors);
  const submit = form.onSubmit(
    (values) =>
      update.mutate(
        { id: option.id, body: values },
        {
          onSuccess: () => {
            showToast({ severity: 'success', summary: t('settings.channels.renamed'), detail: values.name.trim() });
            onClose();
          },
          onError: (error) => {
            const { fields } = serverFormError(error, NAME);
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
        <TextInput label={t('settings.channels.name')} required data-autofocus {...form.getInputProps('name')} />
        <DialogActions onCancel={onClose} label={t('settings.channels.save')} loading={update.isPending} />
      </Stack>
    </form>
  );
}
