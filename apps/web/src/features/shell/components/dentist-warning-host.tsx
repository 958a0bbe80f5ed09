// Mounts the dentist warning when asked (store or ?aviso=cro); the dialog's code loads only then.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  closeDentistWarning,
  DENTIST_WARNING_PARAM,
  openDentistWarning,
  useDentistWarningOpen,
} from '#lib/dentist-warning.ts';

const DentistWarning = lazy(() => import('./dentist-warning.tsx'));

export function DentistWarningHost() {
  const open = useDentistWarningOpen();
  const [params, setParams] = useSearchParams();
  // Stays mounted after the first open so Radix can close it properly and return focus.
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (params.get(DENTIST_WARNING_PARAM.name) !== DENTIST_WARNING_PARAM.value) return;
    openDentistWarning();
    setParams(
      (current) => {
        current.delete(DENTIST_WARNING_PARAM.name);
        return current;
      },
      { replace: true },
    );
  }, [params, setParams]);

  useEffect(() => {
    if (open) setLoaded(true);
  }, [open]);

  if (!open && !loaded) return null;
  return (
    <Suspense fallback={null}>
      <DentistWarning
        open={open}
        onOpenChange={(next) => (next ? openDentistWarning() : closeDentistWarning())}
      />
    </Suspense>
  );
}
