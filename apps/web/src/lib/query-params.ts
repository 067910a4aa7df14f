/** A list's query as request parameters: unset filters and empty text are left out of the address. */
export const withoutEmpty = (query: object) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''));
