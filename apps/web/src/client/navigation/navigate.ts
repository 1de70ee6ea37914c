// A router small enough for the client chunk: pages read window.location, and navigate()
// changes it through the History API so reload and Back restore the same screen.
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let version = 0;
let movedInApp = false;

function notify(): void {
  version++;
  for (const listener of listeners) listener();
}

window.addEventListener('popstate', notify);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one (for choices within a step). */
  replace?: boolean;
  /** Kept with the entry (survives reload): screens that cannot be rebuilt from the URL. */
  state?: unknown;
}

export function navigate(to: string, { replace = false, state = null }: NavigateOptions = {}): void {
  movedInApp = true;
  const before = window.location.pathname;
  if (replace) window.history.replaceState(state, '', to);
  else window.history.pushState(state, '', to);
  if (window.location.pathname !== before) window.scrollTo(0, 0);
  notify();
}

/** True once the visitor has moved within the app (not a fresh page load): focus may follow them. */
export function navigatedInApp(): boolean {
  return movedInApp;
}

export interface CurrentUrl {
  pathname: string;
  search: URLSearchParams;
  state: unknown;
}

/** Re-renders on every navigate() and Back/Forward. */
export function useCurrentUrl(): CurrentUrl {
  useSyncExternalStore(subscribe, () => version);
  return {
    pathname: window.location.pathname,
    search: new URLSearchParams(window.location.search),
    state: window.history.state,
  };
}
