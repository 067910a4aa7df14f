import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../lib/route-handle';

// docs/product/screens.md §1: the tender routes carry the title «Тендери»; the offer screens are tender routes.
const handle = { title: 'offers.routeTitle' } satisfies RouteHandle;

/** The offer screens inside the main layout; each one is its own chunk. */
export const offerRoutes: RouteObject[] = [
  {
    path: 'tenders/:order_id/create-offer',
    handle,
    lazy: async () => ({ Component: (await import('./offer-create-route')).OfferCreateRoute }),
  },
  {
    path: 'tenders/offers/:id/edit',
    handle,
    lazy: async () => ({ Component: (await import('./offer-edit-route')).OfferEditRoute }),
  },
  {
    path: 'tenders/offers/:offers_id',
    handle,
    lazy: async () => ({ Component: (await import('./offer-card-route')).OfferCardRoute }),
  },
  {
    path: 'tenders/:tender_id/offers/:offer_id/doc',
    handle,
    lazy: async () => ({ Component: (await import('./offer-documents-route')).OfferDocumentsRoute }),
  },
  {
    path: 'tenders/:id/offers',
    handle,
    lazy: async () => ({ Component: (await import('./tender-offers-route')).TenderOffersRoute }),
  },
  {
    path: 'tenders/:id/proposals',
    handle,
    lazy: async () => ({ Component: (await import('./tender-proposals-route')).TenderProposalsRoute }),
  },
];

/** The old-style document address, also reachable outside the main layout. */
export const offerStandaloneRoutes: RouteObject[] = [
  {
    path: 'tenders/:offer_id/doc',
    handle,
    lazy: async () => ({ Component: (await import('./offer-documents-legacy-route')).OfferDocumentsLegacyRoute }),
  },
];
