import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TAction } from '@tt/contracts/permissions';
import { forbidden, unauthorized } from '../lib/app-error.ts';

/**
 * Who may call a route, declared in its `config.access`:
 * 'public' (anyone), 'user' (signed in; the default for /api), 'bank', 'provider', an action
 * of the role × action table, or a list of actions any one of which lets the caller in.
 */
export type Access = 'public' | 'user' | 'bank' | 'provider' | TAction | readonly TAction[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    // Before validation, so a caller without the right gets 403, not a hint about the body.
    app.addHook('preValidation', async (request) => {
      if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
      const access = request.routeOptions.config.access ?? 'user';
      if (access === 'public') return;
      const user = request.user;
      if (!user) throw unauthorized();
      if (access === 'user') return;
      if (access === 'bank' || access === 'provider') {
        if (user.role !== access) throw forbidden();
        return;
      }
      const anyOf: readonly TAction[] = typeof access === 'string' ? [access] : access;
      if (!anyOf.some((action) => user.actions[action])) throw forbidden();
    });
  },
  { name: 'access', dependencies: ['session'] },
);
