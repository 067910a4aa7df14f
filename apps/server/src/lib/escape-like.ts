/** `%`, `_` and `\` typed by a user are literal characters, not LIKE wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');
