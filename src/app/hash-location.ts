import { useSyncExternalStore } from 'react';
import { entryState, isRewinding } from '../ui/page/checkout-history';

/**
 * Hash routing with the query inside the hash: `https://host/#/pages/Order/OrderDetail/index?id=42`
 * (CONTRACT.md; menus, QR codes and shared links already point at such URLs). wouter's own
 * useHashLocation moves the query before the `#`, so this hook replaces it.
 */

const listeners = new Set<() => void>();
const emit = () => {
  // leaving checkout walks back through its pages: none of them is drawn on the way (ui/page/checkout-history)
  if (isRewinding()) return;
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    addEventListener('hashchange', emit);
    addEventListener('popstate', emit);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      removeEventListener('hashchange', emit);
      removeEventListener('popstate', emit);
    }
  };
}

function hashParts(fromHash: string = location.hash): { path: string; search: string } {
  const hash = fromHash.replace(/^#\/?/, '');
  const at = hash.indexOf('?');
  const path = `/${at === -1 ? hash : hash.slice(0, at)}`;
  return { path: decodeURI(path), search: at === -1 ? '' : hash.slice(at + 1) };
}

/** The current app path, without its query. */
export const currentPath = () => hashParts().path;
const currentSearch = () => hashParts().search;

export type NavigateOptions = { replace?: boolean };

/** Goes to an app path (`/pages/...?a=1`); the query stays inside the hash. */
export function navigate(to: string, { replace = false }: NavigateOptions = {}): void {
  const url = new URL(location.href);
  url.hash = `#${to.startsWith('/') ? to : `/${to}`}`;
  if (url.href === location.href) return;
  // a checkout page's entry remembers how far back the page before checkout is
  const state = entryState(currentPath(), history.state, hashParts(url.hash).path, replace);
  history[replace ? 'replaceState' : 'pushState'](state, '', url.href);
  dispatchEvent(new HashChangeEvent('hashchange'));
}

export function useHashPath(): [string, typeof navigate] {
  return [useSyncExternalStore(subscribe, currentPath, () => '/'), navigate];
}

export function useHashSearch(): string {
  return useSyncExternalStore(subscribe, currentSearch, () => '');
}

/** The current app path with its query, as used for a redirect back after login. */
export function currentAppLocation(): string {
  const { path, search } = hashParts();
  return search ? `${path}?${search}` : path;
}
