import { useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { TChannelKind, TRegion } from '@tt/contracts/dictionaries';
import { CHANNEL_KINDS } from '@tt/contracts/constants';
import type { TAction } from '@tt/contracts/permissions';
import type { TLoginInfo } from '@tt/contracts/session';
import { hasAuthorizedCookie } from './cookies';
import {
  channelQuery,
  isBankUser,
  loginInfoQuery,
  organizationQuery,
  regionsQuery,
  type ChannelMap,
  type OrganizationView,
} from './session';

export interface SessionState {
  /** Judged by the `authorized` cookie until the login info says more (ADR 0001). */
  authorized: boolean;
  /** The login info has arrived. */
  ready: boolean;
  loginInfo: TLoginInfo | null;
  /** A bank user: the login info carries a roles object (spec §1). */
  bankUser: boolean;
  /** The provider's organisation (non-bank users only). */
  organization: OrganizationView | null;
  regions: readonly TRegion[] | null;
  channels: Partial<Record<TChannelKind, ChannelMap>>;
  /** The session ended because the user chose "Вийти" (sign-in then needs no `next`). */
  signedOut: boolean;
}

/** The channel dictionaries loaded so far, by kind; `load` asks for those not loaded yet. */
function useChannelMaps(load: readonly TChannelKind[]): Partial<Record<TChannelKind, ChannelMap>> {
  return useQueries({
    queries: CHANNEL_KINDS.map((kind) => ({ ...channelQuery(kind), enabled: load.includes(kind) })),
    combine: (results) =>
      Object.fromEntries(results.flatMap((r, i) => (r.data ? [[CHANNEL_KINDS[i]!, r.data] as const] : []))) as Partial<
        Record<TChannelKind, ChannelMap>
      >,
  });
}

/**
 * The session (login info, bank flag, organisation, regions, channel maps) for components. The
 * login info is asked for by the first component that reads the session with the cookie set;
 * the organisation (providers) and regions follow it (spec §4).
 */
export function useSession(): SessionState {
  const answer = useQuery(loginInfoQuery).data;
  const loginInfo = answer?.loginInfo ?? null;
  const bankUser = loginInfo !== null && isBankUser(loginInfo);
  const organization = useQuery({ ...organizationQuery, enabled: loginInfo !== null && !bankUser }).data;
  const regions = useQuery({ ...regionsQuery, enabled: loginInfo !== null }).data;
  const channels = useChannelMaps([]);
  const authorized = answer ? loginInfo !== null : hasAuthorizedCookie();
  return useMemo(
    () => ({
      authorized,
      ready: loginInfo !== null,
      loginInfo,
      bankUser,
      organization: loginInfo !== null && !bankUser ? (organization ?? null) : null,
      regions: loginInfo !== null ? (regions ?? null) : null,
      channels,
      signedOut: answer?.signedOut ?? false,
    }),
    [answer, authorized, loginInfo, bankUser, organization, regions, channels],
  );
}

/** Whether the signed-in user may do `action` (the `actions` map of the login info). */
export function useCan(action: TAction): boolean {
  return useSession().loginInfo?.actions[action] === true;
}

/** The channel dictionaries (id → name), loaded on first use. Missing ones stay undefined. */
export function useChannels(kinds: readonly TChannelKind[] = CHANNEL_KINDS): Partial<Record<TChannelKind, ChannelMap>> {
  return useChannelMaps(kinds);
}
