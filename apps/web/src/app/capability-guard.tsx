// The restricted-capability layout route, loaded lazily: the profile rule first, then the API's own answer.
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet } from 'react-router';
import { LoadingIndicator } from '#components/ui/route-fallback.tsx';
import { paths } from '#lib/paths.ts';
import { checkAccess, useProfile, useSession } from '#lib/session.ts';
import { ACCESS_PATHS, type Capability, capabilityDecision } from './guards.tsx';

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
    return <Navigate to={paths.home.getHref()} replace />;
  if (decision.kind === 'pending' && profile.isError) return <Navigate to={paths.home.getHref()} replace />;
  if (server.isError) throw server.error;
  if (decision.kind === 'pending' || server.data !== true) return <LoadingIndicator />;
  return <Outlet />;
}

export function SpeakerTrainingGuard() {
  return <RequireCapability capability="speakerTraining" />;
}

export function DoctorFinderGuard() {
  return <RequireCapability capability="doctorFinder" />;
}
