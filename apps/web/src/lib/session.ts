import { splitContacts } from '@tt/contracts/contacts';
import type { TLoginInfo } from '@tt/contracts/session';
import type { TOrganization } from '@tt/contracts/organization';
import type { TChannelKind, TDictionaryItem, TRegion } from '@tt/contracts/dictionaries';
import { apiClient } from './api-client';
import { hasAuthorizedCookie, removeAuthorizedCookie, setAuthorizedCookie } from './cookies';

/**
 * The session store (docs/product/api-conventions.md §2), usable outside React; components read it with `useSession()`
 * (./use-session.ts). States: unauthenticated (`authorized` false); authorized but the login
 * info not loaded (`authorized` true, `ready` false); ready.
 */

type ContactField = 'accounting_contacts' | 'technical_support_contacts' | 'accounting_emails' | 'technical_emails';

/** The organisation with its contact and e-mail strings turned into lists. */
export type OrganizationView = Omit<TOrganization, ContactField> & Record<ContactField, string[]>;

/** Channel dictionary: id → name, in the server's order. */
export type ChannelMap = ReadonlyMap<number, string>;

export interface SessionState {
  /** Judged by the `authorized` cookie until the login info says more (ADR 0001). */
  authorized: boolean;
  /** The login info has arrived. */
  ready: boolean;
  loginInfo: TLoginInfo | null;
  /** A bank user: the login info carries a roles object (docs/product/roles-and-actions.md §1). */
  bankUser: boolean;
  /** The provider's organisation (non-bank users only). */
  organization: OrganizationView | null;
  regions: readonly TRegion[] | null;
  channels: Partial<Record<TChannelKind, ChannelMap>>;
  /** The session ended because the user chose "Вийти" (sign-in then needs no `next`). */
  signedOut: boolean;
}

function emptyState(): SessionState {
  return {
    authorized: hasAuthorizedCookie(),
    ready: false,
    loginInfo: null,
    bankUser: false,
    organization: null,
    regions: null,
    channels: {},
    signedOut: false,
  };
}

let state: SessionState = emptyState();
const listeners = new Set<() => void>();
/** Bumped whenever the session ends, so answers to calls made before are dropped. */
let generation = 0;
let loginInfoRequest: Promise<TLoginInfo | null> | null = null;
const channelRequests = new Map<TChannelKind, Promise<void>>();

function update(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSession(): SessionState {
  return state;
}

/** `roles` is an object for bank users and null for providers. */
export function isBankUser(info: Pick<TLoginInfo, 'roles'>): boolean {
  return info.roles !== null && typeof info.roles === 'object';
}

/** Contact strings → lists (an empty string becomes one empty item). */
export function toOrganizationView(org: TOrganization): OrganizationView {
  return {
    ...org,
    accounting_contacts: splitContacts(org.accounting_contacts),
    technical_support_contacts: splitContacts(org.technical_support_contacts),
    accounting_emails: splitContacts(org.accounting_emails),
    technical_emails: splitContacts(org.technical_emails),
  };
}

function acceptLoginInfo(info: TLoginInfo): void {
  // Re-written on every arrival so an active user is not sent away after two hours (ADR 0001).
  setAuthorizedCookie();
  update({ authorized: true, ready: true, loginInfo: info, bankUser: isBankUser(info) });
  void loadAfterLogin();
}

/** After the login info: organisation (non-bank users, when none is loaded) and regions (docs/product/api-conventions.md §2). */
async function loadAfterLogin(): Promise<void> {
  const tasks: Promise<void>[] = [loadRegions()];
  if (!state.bankUser && !state.organization) tasks.push(loadOrganization());
  await Promise.all(tasks);
}

/**
 * Loads the login info on demand (once; concurrent callers share the call). Resolves null
 * when not signed in. A 401 is also handled by the api client (sign-in screen); any failure
 * marks the session unauthorized and clears it (docs/product/api-conventions.md §2).
 */
export function loadLoginInfo(): Promise<TLoginInfo | null> {
  if (state.loginInfo) return Promise.resolve(state.loginInfo);
  if (!state.authorized && !hasAuthorizedCookie()) return Promise.resolve(null);
  if (loginInfoRequest) return loginInfoRequest;
  const started = generation;
  loginInfoRequest = apiClient
    // Not parsed with ZLoginInfo here: zod stays off the sign-in path; the server answers
    // through the same schema.
    .get<TLoginInfo>('/account/info/login')
    .then((res) => {
      if (started !== generation) return null;
      const info = res.data;
      acceptLoginInfo(info);
      return info;
    })
    .catch((error: unknown) => {
      if (started === generation) clearSession();
      console.error('Login info failed', error);
      return null;
    })
    .finally(() => {
      loginInfoRequest = null;
    });
  return loginInfoRequest;
}

/** The sign-in call answered with the login info: remember it and set the cookie. */
export function startSession(info: TLoginInfo): void {
  generation += 1;
  state = { ...emptyState(), channels: state.channels };
  acceptLoginInfo(info);
}

/**
 * Ends the session locally: authorized false, login info and user data cleared, cookie
 * expired. `signedOut` marks a deliberate sign-out.
 */
export function clearSession(options: { signedOut?: boolean } = {}): void {
  generation += 1;
  removeAuthorizedCookie();
  loginInfoRequest = null;
  state = { ...emptyState(), authorized: false, channels: state.channels, signedOut: options.signedOut ?? false };
  listeners.forEach((l) => l());
}

export async function loadOrganization(): Promise<void> {
  const started = generation;
  try {
    const res = await apiClient.get<TOrganization>('/account/info/organization');
    const organization = toOrganizationView(res.data);
    if (started === generation) update({ organization });
  } catch (error) {
    // The api client has already told the user (toast or sign-in); nothing else to do here.
    console.error('Organization failed', error);
  }
}

export async function loadRegions(): Promise<void> {
  const started = generation;
  try {
    const res = await apiClient.get<TRegion[]>('/account/info/regions');
    if (started === generation) update({ regions: res.data });
  } catch (error) {
    console.error('Regions failed', error);
  }
}

/** Loads one channel dictionary into an id → name map, once; errors are only logged (docs/product/api-conventions.md §10). */
export function loadChannel(kind: TChannelKind): Promise<void> {
  if (state.channels[kind]) return Promise.resolve();
  const pending = channelRequests.get(kind);
  if (pending) return pending;
  const request = apiClient
    .get<TDictionaryItem[]>(`/channels/${kind}`)
    .then((res) => {
      const map: ChannelMap = new Map(res.data.map((item) => [item.id, item.name]));
      update({ channels: { ...state.channels, [kind]: map } });
    })
    .catch((error: unknown) => {
      console.error(`Channel dictionary ${kind} failed`, error);
    })
    .finally(() => channelRequests.delete(kind));
  channelRequests.set(kind, request);
  return request;
}

/** POST /api/auth/logout; the caller ends the local session whatever the answer. */
export async function requestSignOut(): Promise<void> {
  await apiClient.post('/auth/logout');
}

/** Test helper: a fresh store read from the current cookies. */
export function resetSession(): void {
  generation += 1;
  loginInfoRequest = null;
  channelRequests.clear();
  state = emptyState();
  listeners.forEach((l) => l());
}
