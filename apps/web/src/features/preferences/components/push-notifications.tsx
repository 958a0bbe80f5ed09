// Preferences: push notifications on this device (asks the browser only when switched on; explains a
// denied permission), which kinds, and a test notification.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '#components/ui/choice-group.tsx';
import { Switch } from '#components/ui/switch.tsx';
import { toast } from '#components/ui/toaster.tsx';
import {
  currentSubscription,
  disablePush,
  enablePush,
  type PushPermission,
  pushPermission,
} from '../api/browser-push.ts';
import {
  type PushNotificationKind,
  usePushSettings,
  useRefreshPush,
  useSendTestPush,
  useUpdatePushKinds,
} from '../api/push.ts';

const KINDS: PushNotificationKind[] = ['content', 'event_reminders', 'medical_information'];

export function PushNotifications() {
  const { t } = useTranslation();
  const headingId = useId();
  const settings = usePushSettings();
  const refresh = useRefreshPush();
  const updateKinds = useUpdatePushKinds();
  const sendTest = useSendTestPush();
  const [permission, setPermission] = useState<PushPermission>(() => pushPermission());
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [working, setWorking] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    currentSubscription()
      .then((subscription) => live && setSubscribed(subscription !== null))
      .catch(() => live && setSubscribed(false));
    return () => {
      live = false;
    };
  }, []);

  const on = permission === 'granted' && subscribed === true && settings.data?.enabled === true;
  const blocked = permission === 'unsupported' || permission === 'denied';

  const toggle = async () => {
    setWorking(true);
    setFailed(false);
    try {
      if (on) {
        await disablePush();
        setSubscribed(false);
      } else {
        const answer = await enablePush();
        setPermission(answer);
        setSubscribed(answer === 'granted');
      }
      await refresh();
    } catch {
      setFailed(true);
      setPermission(pushPermission());
    } finally {
      setWorking(false);
    }
  };

  // The box follows the click in the same render (the query cache's optimistic update lands a task later,
  // after React has put a controlled box back); the answer, or a failure, settles it.
  const [clicked, setClicked] = useState<PushNotificationKind[] | null>(null);
  const chosen = clicked ?? settings.data?.kinds ?? KINDS;
  const setKind = (kind: PushNotificationKind, checked: boolean) => {
    const next = KINDS.filter((k) => (k === kind ? checked : chosen.includes(k)));
    setClicked(next);
    updateKinds.mutate(next, {
      onSuccess: () => toast.success(t('push.preferences.kindsSaved')),
      onError: () => toast.error(t('push.preferences.failed')),
      onSettled: () => setClicked(null),
    });
  };

  const message =
    permission === 'unsupported'
      ? t('push.preferences.unsupported')
      : permission === 'denied'
        ? t('push.preferences.denied')
        : failed
          ? t('push.preferences.failed')
          : null;

  return (
    <section className="account-section" aria-labelledby={headingId} data-testid="push-notifications">
      <h2 id={headingId} className="account-section__title">
        {t('push.preferences.title')}
      </h2>
      <Switch
        label={t('push.preferences.switchLabel')}
        description={t('push.preferences.lead')}
        checked={on}
        onChange={() => void toggle()}
        disabled={working || blocked || settings.isPending || subscribed === null}
        stateText={
          working ? t('push.preferences.working') : on ? t('push.preferences.on') : t('push.preferences.off')
        }
        testId="push-switch"
      />
      {message ? (
        <p className="account-section__notice" role={failed ? 'alert' : 'status'}>
          {message}
        </p>
      ) : null}
      <ChoiceGroup
        legend={t('push.preferences.kindsLegend')}
        options={KINDS}
        labelOf={(kind) => t(`push.preferences.kinds.${kind}`)}
        input={(kind) => ({
          name: 'push-kinds',
          checked: chosen.includes(kind),
          onChange: (event) => setKind(kind, event.target.checked),
        })}
        disabled={!on || updateKinds.isPending}
      />
      <p className="page__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={!on || sendTest.isPending}
          onClick={() =>
            sendTest.mutate(undefined, { onSuccess: () => toast.success(t('push.preferences.testSent')) })
          }
        >
          {t('push.preferences.test')}
        </button>
      </p>
    </section>
  );
}
