import { useState } from 'react';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';
import { useRegisterProvider } from '../api/register-provider';
import {
  emptyRegistration,
  formField,
  toRegisterRequest,
  validateRegistration,
  type RegistrationValues,
} from './registration-form';

/**
 * What registration does: check the values with the contract, register, start the session, and
 * on a refusal put the server's messages on their fields and ask for a new bot check.
 */
export function useRegistrationFlow() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const register = useRegisterProvider();
  const [failure, setFailure] = useState<string | null>(null);
  const [altchaReset, setAltchaReset] = useState(0);
  const form = useForm<RegistrationValues>({
    initialValues: emptyRegistration(),
    validate: (values) => validateRegistration(values, t('registration.passwordMismatch')),
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    register.mutate(toRegisterRequest(values), {
      onSuccess: (info) => {
        startSession(queryClient, info);
      },
      onError: (error) => {
        const errors: Record<string, string> = {};
        const other: string[] = [];
        for (const [path, text] of Object.entries(fieldErrors(error))) {
          const field = formField(path);
          if (field) errors[field] ??= text;
          else other.push(text);
        }
        form.setErrors(errors);
        setFailure(Object.keys(errors).length && !other.length ? null : [errorMessage(error), ...other].join('\n'));
        // A solution is accepted once: the next attempt needs a fresh one.
        form.setFieldValue('altcha', '');
        setAltchaReset((n) => n + 1);
      },
    });
  });

  return { form, submit, failure, altchaReset, pending: register.isPending };
}
