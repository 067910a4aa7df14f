import { errorBody, errorMessage, fieldErrors } from './api-client';

export interface ServerFormError {
  /** Messages for fields the form shows, keyed by field name. */
  fields: Record<string, string>;
  /** What to show above the form: the server's sentence, plus messages of fields the form lacks. */
  message: string | null;
  /** The body's machine code, e.g. 'invalid_credentials', 'rate_limited'. */
  code: string | null;
}

/** Splits a failed call's error for a form with the given fields. */
export function serverFormError(error: unknown, formFields: readonly string[]): ServerFormError {
  const all = fieldErrors(error);
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const [name, text] of Object.entries(all)) {
    if (formFields.includes(name)) fields[name] = text;
    else other.push(text);
  }
  const code = errorBody(error)?.code;
  const hasFieldMessages = Object.keys(fields).length > 0;
  const message = hasFieldMessages && !other.length ? null : [errorMessage(error), ...other].join('\n');
  return { fields, message, code: typeof code === 'string' ? code : null };
}
