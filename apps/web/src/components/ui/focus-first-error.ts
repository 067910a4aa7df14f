/**
 * The one way every form shows where its errors are after a failed submit — its own checks
 * (`form.onSubmit(send, (errors) => focusFirstError(FIELDS, errors))`) and the server's field
 * messages alike (after `form.setErrors`): the first field with an error, in the form's order on
 * screen, is brought into view and takes the focus. The buttons are at the bottom of a long form.
 *
 * A field is found by its `data-path`: Mantine's `getInputProps` puts it on the input; a group of
 * inputs (ListInput's rows) carries it on its fieldset, and its first input takes the focus.
 */

/** Text fields take the focus; pickers and selects would pop their dropdown open over the message. */
function focusable(el: Element | null): el is HTMLInputElement | HTMLTextAreaElement {
  return (
    (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) &&
    el.type !== 'hidden' &&
    !el.disabled &&
    !el.readOnly &&
    !el.hasAttribute('aria-haspopup')
  );
}

/**
 * Brings one field into view and focuses it (or, for a group, its first input). `fallbackId` names
 * what to scroll to when the field has no `data-path` element (a rich-text editor's label).
 */
export function focusField(field: string, fallbackId?: string): void {
  const element = document.querySelector<HTMLElement>(`[data-path="${field}"]`);
  const target = element ?? (fallbackId ? document.getElementById(fallbackId) : null);
  target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  if (!element) return;
  const input = focusable(element) ? element : [...element.querySelectorAll('input, textarea')].find(focusable);
  input?.focus({ preventScroll: true });
}

/**
 * Brings a form's first field with an error into view and focuses it, once React has rendered the
 * messages. `fields` is the form's field order on screen.
 */
export function focusFirstError(fields: readonly string[], errors: Record<string, unknown>, fallbackId?: string) {
  const first = fields.find((f) => errors[f]);
  if (!first) return;
  requestAnimationFrame(() => focusField(first, fallbackId));
}
