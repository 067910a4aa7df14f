import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { schemaFieldErrors, serverFormError } from './form-errors';

interface ContractFormOptions<V, B, D> {
  /** The values the form starts from; read once. */
  initial: () => V;
  /** The request body of the values. */
  toBody: (values: V) => B;
  /** The contract of the body, checked in the browser before sending. */
  schema: ZodType;
  /** The fields the form shows; the server's messages for other fields go above the form. */
  fields: readonly string[];
  save: UseMutationResult<D, Error, B>;
  onSaved: () => void;
}

/**
 * A form that edits its values by hand (lists, switches) and saves them with one mutation: the
 * contract's messages and then the server's land on the fields; editing a field clears its message.
 */
export function useContractForm<V extends object, B, D>({
  initial,
  toBody,
  schema,
  fields,
  save,
  onSaved,
}: ContractFormOptions<V, B, D>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = toBody(values);
    const found = schemaFieldErrors(schema, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(body, {
      onSuccess: () => onSaved(),
      onError: (error) => setErrors(serverFormError(error, fields).fields),
    });
  };
  /** What to show above the fields after a refused save. */
  const failure = save.error ? serverFormError(save.error, fields).message : null;
  return { values, errors, set, submit, failure };
}
