/**
 * Brings a form's first field with an error into view: the buttons are at the bottom of a long form.
 * `fields` is the form's field order; `fallbackId` names what to scroll to when that field has no
 * `data-path` input (a rich-text editor's label).
 */
export function focusFirstError(fields: readonly string[], errors: Record<string, unknown>, fallbackId?: string) {
  const first = fields.find((f) => errors[f]);
  if (!first) return;
  // After React has rendered the messages.
  requestAnimationFrame(() => {
    const input = document.querySelector<HTMLElement>(`[data-path="${first}"]`);
    const target = input ?? (fallbackId ? document.getElementById(fallbackId) : null);
    target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    // Text fields take the focus; pickers and selects would pop their dropdown open over the message.
    if (
      (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) &&
      !input.readOnly &&
      !input.hasAttribute('aria-haspopup')
    ) {
      input.focus({ preventScroll: true });
    }
  });
}
