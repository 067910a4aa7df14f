import { schemaResolver } from '@mantine/form';
import type { ZodType } from 'zod';

/**
 * The one way a form checks its values against its contract before sending, as Mantine's
 * `useForm({ validate })`: the body the values make is checked with the contract's schema — the
 * server's own — and each message lands on the form field its path names (the first one wins).
 * The server's refusals then land the same way through `serverFormError` (./form-errors.ts).
 */
export function contractValidate<V, B = V>(
  schema: ZodType,
  toBody: (values: V) => B = (values) => values as unknown as B,
  fieldOf: (path: string) => string | null = (path) => path.split('.')[0] || null,
): (values: V) => Record<string, string> {
  const check = schemaResolver(schema, { sync: true });
  return (values) => {
    const errors: Record<string, string> = {};
    for (const [path, message] of Object.entries(check(toBody(values)))) {
      const field = fieldOf(path);
      if (field && message && !errors[field]) errors[field] = String(message);
    }
    return errors;
  };
}
