import { useEffect, useSyncExternalStore } from 'react';
import type { TChannelKind } from '@tt/contracts/dictionaries';
import { CHANNEL_KINDS } from '@tt/contracts/constants';
import type { TAction } from '@tt/contracts/permissions';
import { getSession, loadChannel, subscribeSession, type ChannelMap, type SessionState } from './session';

/** The session (login info, bank flag, organisation, regions, channel maps) for components. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** Whether the signed-in user may do `action` (the `actions` map of the login info). */
export function useCan(action: TAction): boolean {
  return useSession().loginInfo?.actions[action] === true;
}

/** The channel dictionaries (id → name), loaded on first use. Missing ones stay undefined. */
export function useChannels(kinds: readonly TChannelKind[] = CHANNEL_KINDS): Partial<Record<TChannelKind, ChannelMap>> {
  const { channels } = useSession();
  const key = kinds.join(',');
  useEffect(() => {
    for (const kind of key.split(',') as TChannelKind[]) void loadChannel(kind);
  }, [key]);
  return channels;
}
