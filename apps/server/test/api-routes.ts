import type { RouteOptions } from 'fastify';
import type { Access } from '../src/plugins/access.ts';
import { buildTestApp } from './helpers.ts';

export interface ApiRoute {
  method: string;
  url: string;
  access: Access | undefined;
  hasResponseSchema: boolean;
}

/**
 * The API's routes as the app registers them, one per method, so a test generated from them
 * covers a new route the day it exists. The OpenAPI viewer under /api/docs is public by design
 * (access.ts skips it) and left out.
 */
export async function apiRoutes(): Promise<ApiRoute[]> {
  const seen: RouteOptions[] = [];
  const app = await buildTestApp({}, { onRoute: (route) => void seen.push(route) });
  await app.close();
  return seen
    .flatMap((r) => [r.method].flat().map((method) => ({ ...r, method })))
    .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
    .map((r) => ({
      method: r.method,
      url: r.url,
      access: (r.config as { access?: Access } | undefined)?.access,
      hasResponseSchema: Object.keys((r.schema as { response?: object } | undefined)?.response ?? {}).length > 0,
    }))
    .sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));
}

export const routeName = (r: ApiRoute) => `${r.method} ${r.url}`;
