import type { QueryClient, QueryFunctionContext } from '@tanstack/react-query';
import { splitContacts } from '@tt/contracts/contacts';
import type { TLoginInfo } from '@tt/contracts/session';
import type { TOrganization } from '@tt/contracts/organization';
import type { TChannelKind, TDictionaryItem, TRegion } from '@tt/contracts/dictionaries';
import { apiClient } from './api-client';
import { hasAuthorizedCookie, removeAuthorizedCookie, setAuthorizedCookie } from './cookies';

/**
 * The session (spec §4) is TanStack Query data, like every other answer of the server: the login
 * info is one query, the organisation, regions and channel dictionaries are queries that follow
 * it. Components read it with `useSession()` (./use-session.ts); sign-in, sign-out and the end of
 * a session write the login-info query with the functions below.
 */

type ContactField = 'accounting_contacts' | 'technical_support_contacts' | 'accounting_emails' | 'technical_emails';

/** The organisation with its contact and e-mail strings turned into lists. */
export type OrganizationView = Omit<TOrganization, ContactField> & Record<ContactField, string[]>;

/** Channel dictionary: id → name, in the server's order. */
export type ChannelMap = ReadonlyMap<number, string>;

/** What the login-info query holds: who is signed in, or no one (and whether they chose to leave). */
export interface SessionAnswer {
  loginInfo: TLoginInfo | null;
  /** The session ended because the user chose "Вийти" (sign-in then needs no `next`). */
  signedOut: boolean;
}

export const sessionKeys = {
  loginInfo: ['session', 'login-info'] as const,
  organization: ['session', 'organization'] as const,
  regions: ['session', 'regions'] as const,
  channel: (kind: TChannelKind) => ['session', 'channel', kind] as const,
};

/** `roles` is an object for bank users and null for providers. */
export function isBankUser(info: Pick<TLoginInfo, 'roles'>): boolean {
  return info.roles !== null && typeof info.roles === 'object';
}

/** Contact strings → lists (an empty string becomes one empty item). */
function toOrganizationView(org: TOrganization): OrganizationView {
  return {
    ...org,
    accounting_contacts: splitContacts(org.accounting_contacts),
    technical_support_contacts: splitContacts(org.technical_support_contacts),
    accounting_emails: splitContacts(org.accounting_emails),
    technical_emails: splitContacts(org.technical_emails),
  };
}

const NO_ONE: SessionAnswer = { loginInfo: null, signedOut: false };

/** Bumped whenever a session starts or ends here, so an answer to a call made before is dropped. */
let generation = 0;

/**
 * GET /api/account/info/login, asked only with the `authorized` cookie (ADR 0001). Any failure
 * ends the session here (spec §4); a 401 is also handled by the api client (sign-in screen).
 */
async function fetchLoginInfo({ signal, client }: QueryFunctionContext): Promise<SessionAnswer> {
  if (!hasAuthorizedCookie()) return NO_ONE;
  const started = generation;
  const current = () => client.getQueryData<SessionAnswer>(sessionKeys.loginInfo) ?? NO_ONE;
  try {
    // Not parsed with ZLoginInfo: zod stays off the sign-in path; the server answers through it.
    const res = await apiClient.get<TLoginInfo>('/account/info/login', { signal });
    if (started !== generation) return current();
    // Re-written on every arrival so an active user is not sent away after two hours (ADR 0001).
    setAuthorizedCookie();
    return { loginInfo: res.data, signedOut: false };
  } catch (error) {
    if (started !== generation) return current();
    removeAuthorizedCookie();
    console.error('Login info failed', error);
    return NO_ONE;
  }
}

// Read once per session: sign-in, sign-out and the session's end write it; a profile change refetches it.
export const loginInfoQuery = {
  queryKey: sessionKeys.loginInfo,
  queryFn: fetchLoginInfo,
  staleTime: Infinity,
  retry: false,
} as const;

export const organizationQuery = {
  queryKey: sessionKeys.organization,
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    toOrganizationView((await apiClient.get<TOrganization>('/account/info/organization', { signal })).data),
  staleTime: Infinity,
} as const;

export const regionsQuery = {
  queryKey: sessionKeys.regions,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<readonly TRegion[]> =>
    (await apiClient.get<TRegion[]>('/account/info/regions', { signal })).data,
  staleTime: Infinity,
} as const;

/** One channel dictionary as an id → name map; a failure leaves it missing (spec §7). */
export const channelQuery = (kind: TChannelKind) =>
  ({
    queryKey: sessionKeys.channel(kind),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<ChannelMap> => {
      const res = await apiClient.get<TDictionaryItem[]>(`/channels/${kind}`, { signal });
      return new Map(res.data.map((item) => [item.id, item.name]));
    },
    staleTime: Infinity,
  }) as const;

/**
 * The ids a form may offer from one dictionary (`?active=true`): deactivated values stay named
 * by `channelQuery` on what already holds them, but are not offered for a new choice.
 */
export const activeChannelsQuery = (kind: TChannelKind) =>
  ({
    queryKey: [...sessionKeys.channel(kind), 'active'] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<ReadonlySet<number>> => {
      const res = await apiClient.get<TDictionaryItem[]>(`/channels/${kind}`, { params: { active: true }, signal });
      return new Set(res.data.map((item) => item.id));
    },
    staleTime: Infinity,
  }) as const;

/** The dictionaries are the same for everyone: they outlive a session. */
const outlivesSession = (queryKey: readonly unknown[]) => queryKey[0] === 'session' && queryKey[1] === 'channel';

/** Forgets everything cached for the user of the session (and its writes), the dictionaries aside. */
function forgetUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => !outlivesSession(query.queryKey) && query.queryHash !== LOGIN_INFO_HASH,
  });
  queryClient.getMutationCache().clear();
}
const LOGIN_INFO_HASH = JSON.stringify(sessionKeys.loginInfo);

/** Writes who is signed in; a login-info call still under way is dropped (its answer is older). */
function setSessionAnswer(queryClient: QueryClient, answer: SessionAnswer): void {
  const mine = ++generation;
  queryClient.setQueryData<SessionAnswer>(sessionKeys.loginInfo, answer);
  // A read that has answered but not been stored yet would still land after this write: once it
  // has settled, write again (unless a newer session was written meanwhile).
  void queryClient.cancelQueries({ queryKey: sessionKeys.loginInfo }).then(() => {
    if (generation === mine) queryClient.setQueryData<SessionAnswer>(sessionKeys.loginInfo, answer);
  });
}

/** The sign-in (or registration) call answered with the login info: a new session begins. */
export function startSession(queryClient: QueryClient, info: TLoginInfo): void {
  setAuthorizedCookie();
  // Nothing cached for a previous user may leak into this session.
  forgetUserData(queryClient);
  setSessionAnswer(queryClient, { loginInfo: info, signedOut: false });
}

/**
 * Ends the session in the browser: cookie expired, login info cleared, and every cached answer
 * and write of this user forgotten. `signedOut` marks a deliberate sign-out.
 */
export function endSession(queryClient: QueryClient, options: { signedOut?: boolean } = {}): void {
  removeAuthorizedCookie();
  setSessionAnswer(queryClient, { loginInfo: null, signedOut: options.signedOut ?? false });
  forgetUserData(queryClient);
}

/** POST /api/auth/logout; the caller ends the local session whatever the answer. */
export async function requestSignOut(): Promise<void> {
  await apiClient.post('/auth/logout');
}
