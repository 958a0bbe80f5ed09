// The SAP CDC screen-set (login or forgot-password) rendered by the provider's own script.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '#components/ui/spinner.tsx';
import { useCountry } from '#lib/country.ts';
import { getIdentityProvider } from '../provider/index.ts';
import type { StartScreen } from '../provider/types.ts';
import { signInFailureKey, signInFailureValues } from './failure-text.ts';
import { FormAlert } from './form-alert.tsx';
import { type SignInFlowOptions, useSignInFlow } from './use-sign-in-flow.ts';

export function HostedScreen({
  startScreen,
  ...flowOptions
}: SignInFlowOptions & { startScreen: StartScreen }) {
  const { t } = useTranslation();
  const country = useCountry();
  const containerId = `cdc-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const flow = useSignInFlow(flowOptions);
  // The provider's callbacks outlive renders: read the latest flow and texts through a ref.
  const latest = useRef({ flow, t });
  latest.current = { flow, t };
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');

  useEffect(() => {
    let hide: (() => void) | null = null;
    let cancelled = false;
    getIdentityProvider()
      .showScreenSet({
        containerId,
        startScreen,
        lang: country.language.toLowerCase(),
        onLogin: (signed, profile) => void latest.current.flow.finish(signed, profile),
        onError: (failure) =>
          latest.current.flow.setError(
            latest.current.t(signInFailureKey(failure), signInFailureValues(failure)),
          ),
      })
      .then(
        (remove) => {
          if (cancelled) remove();
          else {
            hide = remove;
            setState('shown');
          }
        },
        () => {
          if (!cancelled) setState('failed');
        },
      );
    return () => {
      cancelled = true;
      hide?.();
    };
  }, [containerId, startScreen, country.language]);

  return (
    <>
      {flow.error ? <FormAlert>{flow.error}</FormAlert> : null}
      {state === 'loading' ? (
        <p className="loading-indicator" role="status">
          <Spinner />
          <span>{t('identity.signIn.providerLoading')}</span>
        </p>
      ) : null}
      {state === 'failed' ? <FormAlert>{t('identity.signIn.providerError')}</FormAlert> : null}
      <div id={containerId} className="cdc-screen" data-testid="cdc-screen" />
    </>
  );
}
