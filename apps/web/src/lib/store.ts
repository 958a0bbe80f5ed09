// A minimal external store for the few app-wide UI states shared across features.
import { useSyncExternalStore } from 'react';

export interface Store<T> {
  get(): T;
  /**
   * What the server rendered for this state (the visitor's browser storage is unknown there): React reads
   * it while hydrating a server-rendered page, then re-renders with get() without a mismatch.
   */
  server(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T, options: { server?: T } = {}): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const server = 'server' in options ? () => options.server as T : () => value;
  return {
    get: () => value,
    server,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.server);
}
