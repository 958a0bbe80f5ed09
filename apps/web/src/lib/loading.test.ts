import { describe, expect, it, vi } from 'vitest';
import { createCounterStore } from './loading.ts';

describe('createCounterStore', () => {
  it('counts overlapping operations and returns to zero when all end', () => {
    const store = createCounterStore();
    const endA = store.begin();
    const endB = store.begin();
    expect(store.get()).toBe(2);
    endA();
    expect(store.get()).toBe(1);
    endB();
    expect(store.get()).toBe(0);
  });

  it('ignores a second end of the same operation', () => {
    const store = createCounterStore();
    const endA = store.begin();
    store.begin();
    endA();
    endA();
    expect(store.get()).toBe(1);
  });

  it('notifies subscribers on every change until they unsubscribe', () => {
    const store = createCounterStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const end = store.begin();
    end();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.begin();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
