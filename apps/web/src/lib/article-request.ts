// Opens the scientific-article request popup from anywhere in the signed-in shell (the header trigger).
import { createStore, useStore } from './store.ts';

const articleRequestStore = createStore(false);

export function openArticleRequest(): void {
  articleRequestStore.set(true);
}

export function closeArticleRequest(): void {
  articleRequestStore.set(false);
}

export function useArticleRequestOpen(): boolean {
  return useStore(articleRequestStore);
}
