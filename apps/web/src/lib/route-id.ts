/**
 * The numeric id of an address segment (`/tenders/:id`, `/tenders/offers/:id`), or null for
 * anything else. Ids are PostgreSQL `integer`s, so larger numbers cannot exist: the page then
 * says «not found» without asking the server.
 */
export function parseRouteId(raw: string | undefined): number | null {
  return raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}
