/**
 * The four contact/e-mail fields of an organisation travel as comma-separated strings (the
 * docs/product/api-conventions.md §9); the UI edits them as lists. Zod-free, so the web app may load it anywhere.
 */

/** "a, b" → ["a", "b"]; "" → [""] (an empty string becomes a list with one empty item). */
export function splitContacts(value: string): string[] {
  return value.split(',').map((s) => s.trim());
}

/** The reverse of `splitContacts`: empty items are dropped. */
export function joinContacts(items: readonly string[]): string {
  return items
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', ');
}
