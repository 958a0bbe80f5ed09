// The global loading flag: a counter of requests in flight, as a tiny external store for React.
import { useSyncExternalStore } from 'react';

export interface CounterStore {
  /** Counts one more pending operation; the returned function ends it (safe to call twice). */
  begin(): () => void;
  get(): number;
  subscribe(listener: () => void): () => void;
}

export function createCounterStore(): CounterStore {
  let count = 0;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    begin() {
      count += 1;
      emit();
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        count -= 1;
        emit();
      };
    },
    get: () => count,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const loadingStore: CounterStore = createCounterStore();

/** A server-rendered page waits for nothing. */
const notLoading = () => false;

/** True while at least one request is pending; the UI stays blocked until it turns false. */
export function useIsLoading(): boolean {
  return useSyncExternalStore(loadingStore.subscribe, () => loadingStore.get() > 0, notLoading);
}
