/** Id of the pathless route that guards every screen needing sign-in. */
export const PROTECTED_ROUTE_ID = 'protected';
