// The restricted-capability layout route, loaded lazily: the profile rule first, then the API's own answer.
// A signed-in user without the right is sent home (seed section 6) with a toast saying why.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { LoadingIndicator } from '#components/ui/route-fallback.tsx';
import { toast } from '#components/ui/toaster.tsx';
import { paths } from '#lib/paths.ts';
import { checkAccess, useProfile, useSession } from '#lib/session.ts';
import { ACCESS_PATHS, type Capability, capabilityDecision } from './guards.tsx';

const REFUSALS = {
  doctorFinder: 'shell.guard.doctorFinder',
  speakerTraining: 'shell.guard.speakerTraining',
} as const satisfies Record<Capability, string>;

export function RequireCapability({ capability }: { capability: Capability }) {
  const { signedIn } = useSession();
  const profile = useProfile();
  const decision = capabilityDecision(capability, signedIn, profile.data);
  const server = useQuery({
    queryKey: ['access', capability],
    queryFn: () => checkAccess(ACCESS_PATHS[capability]),
    enabled: decision.kind === 'allow',
    retry: false,
  });

  if (decision.kind === 'redirect' || server.data === false)
    return <SentHome capability={capability} explain={signedIn} />;
  if (decision.kind === 'pending' && profile.isError) return <Navigate to={paths.home.getHref()} replace />;
  if (server.isError) throw server.error;
  if (decision.kind === 'pending' || server.data !== true) return <LoadingIndicator />;
  return <Outlet />;
}

/** Home, with a toast saying why when a signed-in user lacked the right (not when they signed out). */
function SentHome({ capability, explain }: { capability: Capability; explain: boolean }) {
  const { t } = useTranslation();
  const message = t(REFUSALS[capability]);
  useEffect(() => {
    if (explain) toast.info(message);
  }, [explain, message]);
  return <Navigate to={paths.home.getHref()} replace />;
}

export function SpeakerTrainingGuard() {
  return <RequireCapability capability="speakerTraining" />;
}

export function DoctorFinderGuard() {
  return <RequireCapability capability="doctorFinder" />;
}
