import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../lib/route-handle';

/** The settings screens (docs/product/screens.md §7), all behind `settings.manage` (inside the main layout). */
export const settingsRoutes: RouteObject[] = [
  {
    // No path of its own: the gate stands around the screens, not at an address.
    lazy: async () => ({ Component: (await import('../components/settings-gate')).SettingsGate }),
    children: [
      {
        path: 'admin/settings',
        handle: { title: 'settings.routes.home' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./settings-home-route')).SettingsHomeRoute }),
      },
      {
        path: 'admin/settings/app/password',
        handle: { title: 'settings.routes.mail' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./mail-settings-route')).MailSettingsRoute }),
      },
      {
        path: 'admin/settings/app/rules',
        handle: { title: 'settings.routes.rules' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./rules-route')).RulesRoute }),
      },
      {
        path: 'admin/settings/edit/managers-it-rp',
        handle: { title: 'settings.routes.managers' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./it-managers-route')).ItManagersRoute }),
      },
      {
        path: 'admin/settings/edit/channels',
        handle: { title: 'settings.routes.channels' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./channels-route')).ChannelsRoute }),
      },
    ],
  },
];
