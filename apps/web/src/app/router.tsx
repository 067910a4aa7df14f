import { createBrowserRouter } from 'react-router';
import { appRoutes } from './routes';

/** The application's data router. Routes live in ./routes.tsx. */
export const router = createBrowserRouter(appRoutes);
