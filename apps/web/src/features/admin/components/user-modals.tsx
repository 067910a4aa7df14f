import { useState } from 'react';
import { Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AppDialog } from '../../../components/ui/app-dialog';
import { focusFirstError } from '../../../components/ui/focus-first-error';
import { useTranslation } from 'react-i18next';
import { ZCreateBankUser, ZUpdateUser, type TAdminUser, type TUpdateUser } from '@tt/contracts/admin';
import { BANK_ROLES, ROLE_LABELS, type TBankRole } from '@tt/contracts/permissions';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { contractValidate } from '../../../lib/contract-form';
import { serverFormError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toasts';
import { useCreateBankUser } from '../api/create-bank-user';
import { useUpdateUser } from '../api/update-user';
import '../../../i18n/uk-admin';

function RolesField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (v: string[]) => void;
  error?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      label={t('admin.users.roles')}
      value={value}
      onChange={onChange}
      error={error}
      withAsterisk
      data-path="roles"
    >
      <Stack gap={6} mt={6}>
        {BANK_ROLES.map((r) => (
          <Checkbox key={r} value={r} label={ROLE_LABELS[r]} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

const FIELDS = ['email', 'first_name', 'last_name', 'roles'] as const;

/** Creates a bank user; the server sends the invitation letter. */
export function CreateUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppDialog opened={opened} onClose={onClose} title={t('admin.users.createTitle')} size="md">
      {opened ? <CreateUserForm onClose={onClose} /> : null}
    </AppDialog>
  );
}

interface CreateUserValues {
  email: string;
  first_name: string;
  last_name: string;
  roles: TBankRole[];
}

const createUserRules = contractValidate<CreateUserValues>(ZCreateBankUser);
const updateUserRules = contractValidate<TUpdateUser>(ZUpdateUser);

function CreateUserForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateBankUser();
  const form = useForm<CreateUserValues>({
    initialValues: { email: '', first_name: '', last_name: '', roles: [] },
    validate: createUserRules,
  });
  const [message, setMessage] = useState<string | null>(null);
  const labels = {
    email: t('admin.users.email'),
    first_name: t('admin.users.firstName'),
    last_name: t('admin.users.lastName'),
  };

  const showErrors = (errors: Record<string, unknown>) => focusFirstError(FIELDS, errors);
  const submit = form.onSubmit((values) => {
    setMessage(null);
    create.mutate(values, {
      onSuccess: (user) => {
        showToast({ severity: 'success', summary: t('admin.users.created'), detail: { message: user.email } });
        onClose();
      },
      onError: (error) => {
        const parsed = serverFormError(error, FIELDS);
        form.setErrors(parsed.fields);
        setMessage(parsed.message);
        showErrors(parsed.fields);
      },
    });
  }, showErrors);

  const field = (f: 'email' | 'first_name' | 'last_name') => ({
    label: labels[f],
    withAsterisk: true,
    ...form.getInputProps(f),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormErrorAlert message={message} />
        <Text size="sm" c="dimmed">
          {t('admin.users.createHint')}
        </Text>
        <TextInput {...field('email')} type="email" autoComplete="off" data-autofocus />
        <Group grow>
          <TextInput {...field('first_name')} />
          <TextInput {...field('last_name')} />
        </Group>
        <RolesField
          value={form.values.roles}
          onChange={(roles) => form.setFieldValue('roles', roles as TBankRole[])}
          error={(form.errors.roles as string | undefined) ?? null}
        />
        <DialogActions onCancel={onClose} label={t('admin.actions.createUser')} loading={create.isPending} mt="sm" />
      </Stack>
    </form>
  );
}

export type UserDialog = { kind: 'roles' | 'disable' | 'enable'; user: TAdminUser } | null;

const fullName = (u: TAdminUser) => `${u.first_name} ${u.last_name}`.trim() || u.email;

/** Changing roles, or disabling/enabling with a confirmation. Server refusals (own admin role) show in place. */
export function UserDialogModal({ dialog, onClose }: { dialog: UserDialog; onClose: () => void }) {
  const { t } = useTranslation();
  const title = dialog
    ? dialog.kind === 'roles'
      ? t('admin.users.rolesTitle')
      : dialog.kind === 'disable'
        ? t('admin.users.disableTitle')
        : t('admin.users.enableTitle')
    : '';
  return (
    <AppDialog opened={dialog !== null} onClose={onClose} title={title} size="md">
      {dialog ? <UserDialogForm key={`${dialog.kind}-${dialog.user.id}`} dialog={dialog} onClose={onClose} /> : null}
    </AppDialog>
  );
}

function UserDialogForm({ dialog, onClose }: { dialog: NonNullable<UserDialog>; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const [roles, setRoles] = useState<string[]>(dialog.user.roles);
  const [rolesError, setRolesError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const { kind, user } = dialog;

  const submit = () => {
    setMessage(null);
    const refused = kind === 'roles' ? updateUserRules({ roles: roles as TBankRole[] }).roles : undefined;
    if (refused) {
      setRolesError(refused);
      return;
    }
    const body = kind === 'roles' ? { roles: roles as TBankRole[] } : { is_active: kind === 'enable' };
    update.mutate(
      { id: user.id, body },
      {
        onSuccess: () => {
          const summary =
            kind === 'roles'
              ? t('admin.users.rolesSaved')
              : kind === 'disable'
                ? t('admin.users.disabled')
                : t('admin.users.enabled');
          showToast({ severity: 'success', summary, detail: { message: user.email } });
          onClose();
        },
        onError: (error) => {
          const parsed = serverFormError(error, ['roles']);
          setRolesError(parsed.fields.roles ?? null);
          setMessage(parsed.fields.roles ? null : parsed.message);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <FormErrorAlert message={message} />
      {kind === 'roles' ? (
        <>
          <Text size="sm">
            {fullName(user)} · {user.email}
          </Text>
          <RolesField
            value={roles}
            onChange={(v) => {
              setRoles(v);
              setRolesError(null);
            }}
            error={rolesError}
          />
        </>
      ) : (
        <Text size="sm">
          {t(kind === 'disable' ? 'admin.users.disableText' : 'admin.users.enableText', { name: fullName(user) })}
        </Text>
      )}
      <DialogActions
        onCancel={onClose}
        label={kind === 'roles' ? t('common.confirm') : t(`admin.actions.${kind}`)}
        loading={update.isPending}
        color={kind === 'disable' ? 'red' : undefined}
        onConfirm={submit}
      />
    </Stack>
  );
}
