import { AUTHORIZED_COOKIE } from '@tt/contracts/constants';

/** Life of the `authorized` cookie (docs/product/api-conventions.md §2: two hours). */
export const AUTHORIZED_COOKIE_MAX_AGE_SECONDS = 2 * 60 * 60;

/** Reads one cookie visible to scripts (the session cookie itself is HttpOnly). */
export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

/**
 * The `domain` attribute for the current host, or null to leave it out. Browsers refuse a
 * cookie with `domain=localhost` or an IP address, so those get a host-only cookie (which is
 * what "domain = current host" means in practice). See docs/decisions/0001-authorized-cookie-domain.md.
 */
export function cookieDomainFor(hostname: string): string | null {
  if (!hostname.includes('.')) return null;
  const isIPv4 = /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname);
  const isIPv6 = hostname.includes(':') || hostname.startsWith('[');
  return isIPv4 || isIPv6 ? null : hostname;
}

function authorizedCookie(value: string, maxAgeSeconds: number): string {
  const attrs = [`${AUTHORIZED_COOKIE}=${value}`, `Max-Age=${maxAgeSeconds}`, 'Path=/', 'SameSite=Strict'];
  const domain = cookieDomainFor(window.location.hostname);
  if (domain) attrs.push(`Domain=${domain}`);
  if (window.location.protocol === 'https:') attrs.push('Secure');
  return attrs.join('; ');
}

/** Marks the browser as signed in for two hours (docs/product/api-conventions.md §2). */
export function setAuthorizedCookie(): void {
  document.cookie = authorizedCookie('true', AUTHORIZED_COOKIE_MAX_AGE_SECONDS);
}

/** Removes the mark by expiring it (same path and domain, or the browser keeps it). */
export function removeAuthorizedCookie(): void {
  document.cookie = authorizedCookie('', 0);
}

export function hasAuthorizedCookie(): boolean {
  return readCookie(AUTHORIZED_COOKIE) === 'true';
}
