// Loaded lazily by main.tsx once the app is stable: registers the worker and offers a new version with
// a "reload" toast (the new worker takes over only then, so a page never mixes old and new files).
import i18next from 'i18next';
import { toast } from '#components/ui/toaster.tsx';
import { onUpdateReady, registerServiceWorker } from '#lib/service-worker.ts';

export function startServiceWorker(): void {
  onUpdateReady((reload) => {
    void toast.action(i18next.t('push.update.available'), i18next.t('push.update.reload'), reload);
  });
  void registerServiceWorker();
}
