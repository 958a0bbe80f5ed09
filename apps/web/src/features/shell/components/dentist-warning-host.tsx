// Mounts the dentist warning when asked (popup store or ?aviso=cro on arrival).
import { lazy, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PopupHost } from '#components/ui/popup-host.tsx';
import { DENTIST_WARNING_PARAM, dentistWarningPopup } from '#lib/dentist-warning.ts';

const DentistWarning = lazy(() => import('./dentist-warning.tsx'));

export function DentistWarningHost() {
  const [params, setParams] = useSearchParams();

  useEffect(() => {
    if (params.get(DENTIST_WARNING_PARAM.name) !== DENTIST_WARNING_PARAM.value) return;
    dentistWarningPopup.open();
    setParams(
      (current) => {
        current.delete(DENTIST_WARNING_PARAM.name);
        return current;
      },
      { replace: true },
    );
  }, [params, setParams]);

  return <PopupHost popup={dentistWarningPopup} dialog={DentistWarning} />;
}
