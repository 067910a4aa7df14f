import type { RouteObject } from 'react-router';

/** The offer screens inside the main layout; each one is its own chunk. */
export const offerRoutes: RouteObject[] = [];

/** The old-style document address, also reachable outside the main layout. */
export const offerStandaloneRoutes: RouteObject[] = [];
