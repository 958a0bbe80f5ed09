// Loaded lazily by main.tsx once the app is stable: registers the worker and offers a new version with
// a "reload" toast (the new worker takes over only then, so a page never mixes old and new files).
import { toast } from '#components/ui/toaster.tsx';
import { onUpdateReady, registerServiceWorker } from '#lib/service-worker.ts';

/** `translate` comes from main.tsx: importing i18next here would split it out of the initial chunk. */
export function startServiceWorker(
  translate: (key: 'push.update.available' | 'push.update.reload') => string,
): void {
  onUpdateReady((reload) => {
    void toast.action(translate('push.update.available'), translate('push.update.reload'), reload);
  });
  void registerServiceWorker();
}
