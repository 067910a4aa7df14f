import { useState } from 'react';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { focusFirstError } from '../../../components/ui/focus-first-error';
import { useBotCheckedSubmit } from '../../../components/ui/use-bot-checked-submit';
import { errorMessage, fieldErrors } from '../../../lib/api-client';
import { checkEdrOnBlur } from '../../../lib/organization-form';
import { startSession } from '../../../lib/session';
import { useRegisterProvider } from '../api/register-provider';
import {
  emptyRegistration,
  formField,
  REGISTRATION_FIELD_ORDER,
  toRegisterRequest,
  validateRegistration,
  type RegistrationValues,
} from './registration-form';
import '../../../i18n/uk-registration';

/**
 * What registration does: check the values with the contract, register, start the session, and
 * on a refusal put the server's messages on their fields and ask for a new bot check. A submit
 * with errors, the form's or the server's, shows the summary (`summary`) and focuses the first.
 */
export function useRegistrationFlow() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const register = useRegisterProvider();
  const [failure, setFailure] = useState<string | null>(null);
  const [altchaReset, setAltchaReset] = useState(0);
  const [summary, setSummary] = useState(false);
  const form = useForm<RegistrationValues>({
    initialValues: emptyRegistration(),
    validate: (values) => validateRegistration(values, t('registration.passwordMismatch')),
  });

  const showErrors = (errors: Record<string, unknown>) => {
    setSummary(true);
    focusFirstError(REGISTRATION_FIELD_ORDER, errors);
  };

  const { submit, onBotCheck, waiting } = useBotCheckedSubmit(
    form,
    (values) => {
      setFailure(null);
      setSummary(false);
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
          if (Object.keys(errors).length) showErrors(errors);
          // The explanation is above the form; the person is at its button, at the bottom.
          else window.scrollTo({ top: 0, behavior: 'smooth' });
        },
      });
    },
    showErrors,
  );

  /** Leaving the registry code field checks it at once, check digit included. */
  const checkEdr = () => checkEdrOnBlur(form);

  return {
    form,
    submit,
    failure,
    summary,
    checkEdr,
    altcha: { resetKey: altchaReset, solving: waiting, onChange: onBotCheck },
    pending: register.isPending || waiting,
  };
}
