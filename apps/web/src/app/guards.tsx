// Route guards: signed-in routes (spec section 4) and the restricted capabilities (spec section 6).
// The decisions are pure functions; the components only apply them (the capability one lazily, in
// capability-guard.tsx, so TanStack Query's hooks stay out of the first load). The API enforces the same rules.
import type { UserProfile } from '@portal/contracts';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '#lib/paths.ts';
import { canAccessSpeakerTraining, canUseDoctorFinder, saveRedirect, useSession } from '#lib/session-core.ts';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; saveRedirect: string | null };

export interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

/** Signed-in screens an account whose professional registration is not verified may still open. */
const OPEN_WHILE_UNVERIFIED: readonly string[] = [
  paths.registrationPending.path,
  paths.editProfile.path,
  paths.preferences.path,
];

/**
 * Anonymous visits save the URL and go to sign-in, except a URL carrying a `token` query parameter. A
 * professional not verified yet sees the "being checked" screen instead of any HCP screen.
 */
export function protectedRouteDecision(
  signedIn: boolean,
  location: LocationLike,
  profile?: Pick<UserProfile, 'verification'> | null,
): GuardDecision {
  if (signedIn) {
    const unverified = profile?.verification !== undefined && profile.verification !== 'verified';
    if (unverified && !OPEN_WHILE_UNVERIFIED.includes(location.pathname.toLowerCase())) {
      return { kind: 'redirect', to: paths.registrationPending.getHref(), saveRedirect: null };
    }
    return { kind: 'allow' };
  }
  if (new URLSearchParams(location.search).has('token')) {
    // A shared content link opens the content in public mode (visitor form, then the content), keeping
    // its query; any other URL with a token proceeds as it is (spec section 4).
    const itemId = contentItemOf(location.pathname);
    if (!itemId) return { kind: 'allow' };
    return {
      kind: 'redirect',
      to: `${paths.publicContent.getHref(itemId)}${location.search}${location.hash}`,
      saveRedirect: null,
    };
  }
  return {
    kind: 'redirect',
    to: paths.signIn.getHref(),
    saveRedirect: `${location.pathname}${location.search}${location.hash}`,
  };
}

/** The item of a content list's detail path (/{list}/{id} or /{list}/{idCapa}/{id}: the item is idCapa). */
function contentItemOf(pathname: string): string | null {
  if (!paths.content.listForPath(pathname)) return null;
  const id = pathname.split('/')[2];
  return id ? decodeURIComponent(id) : null;
}

export type Capability = 'speakerTraining' | 'doctorFinder';

/** Where the API confirms each capability (403 when refused). */
export const ACCESS_PATHS: Record<Capability, string> = {
  speakerTraining: '/api/speaker-training/access',
  doctorFinder: '/api/docfinder/access',
};

const RULES: Record<Capability, (profile: UserProfile | null | undefined) => boolean> = {
  speakerTraining: canAccessSpeakerTraining,
  doctorFinder: canUseDoctorFinder,
};

/** 'pending' while the profile is loading; anyone without the capability (or anonymous) is sent home. */
export function capabilityDecision(
  capability: Capability,
  signedIn: boolean,
  profile: UserProfile | null | undefined,
): GuardDecision | { kind: 'pending' } {
  if (!signedIn) return { kind: 'redirect', to: paths.home.getHref(), saveRedirect: null };
  if (!profile) return { kind: 'pending' };
  return RULES[capability](profile)
    ? { kind: 'allow' }
    : { kind: 'redirect', to: paths.home.getHref(), saveRedirect: null };
}

/** Layout route of every signed-in screen. */
export function RequireSignIn() {
  const { signedIn, signingOut, profile } = useSession();
  const location = useLocation();
  const decision = protectedRouteDecision(signedIn, location, profile);
  if (decision.kind === 'allow') return <Outlet />;
  // A sign-out is already navigating away: neither save this page nor send the user to sign-in instead.
  if (signingOut) return null;
  return <RedirectSaving to={decision.to} saved={decision.saveRedirect} />;
}

function RedirectSaving({ to, saved }: { to: string; saved: string | null }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (saved) saveRedirect(saved);
    navigate(to, { replace: true });
  }, [navigate, to, saved]);
  return null;
}
