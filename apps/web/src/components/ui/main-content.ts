/**
 * The id of every page's `main` landmark: the skip link (src/app/layouts/skip-link.tsx), the
 * first stop of the keyboard on each page, points to it. A page that draws its own `main`
 * gives it this id.
 */
export const MAIN_CONTENT_ID = 'main-content';
