// The signed-in primary navigation: every area the user may use (restricted ones only for those who may),
// plus the article request. Wide screens show it as a bar; on a phone a menu button discloses it as a
// drawer under the header (a disclosure: Escape or a new page closes it and focus returns to the button).
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import './navigation.css';
import { articleRequestPopup } from '#lib/article-request.ts';
import { paths } from '#lib/paths.ts';
import {
  canAccessSpeakerTraining,
  canUseDoctorFinder,
  type UserProfile,
  useSession,
} from '#lib/session-core.ts';
import { registerOf, verificationReasonKey } from '#lib/verification-reason.ts';
import { useDisclosure } from './use-disclosure.ts';

type NavKey =
  | 'home'
  | 'contents'
  | 'courses'
  | 'events'
  | 'medicalInformation'
  | 'doctorFinder'
  | 'speakerTraining';

export interface NavArea {
  key: NavKey;
  to: string;
  /** Only the exact path is active (home), not the pages under it. */
  end?: boolean;
}

/** The areas a signed-in user may open, in the country's path language. */
export function navAreas(profile: UserProfile | null): NavArea[] {
  const areas: NavArea[] = [
    { key: 'home', to: paths.home.getHref(), end: true },
    { key: 'contents', to: paths.content.lists.contents.getHref() },
    { key: 'courses', to: paths.training.courses.getHref() },
    { key: 'events', to: paths.events.list.getHref() },
    { key: 'medicalInformation', to: paths.medicalInformation.getHref() },
  ];
  if (canUseDoctorFinder(profile)) areas.push({ key: 'doctorFinder', to: paths.docFinder.home.getHref() });
  if (canAccessSpeakerTraining(profile))
    areas.push({ key: 'speakerTraining', to: paths.content.speakerList.getHref() });
  return areas;
}

/**
 * While the professional registration is not verified, the areas are shown locked with the reason and
 * a way to the registration's status (issue 33), not as links that would bounce back to it.
 */
function isLocked(profile: UserProfile | null): boolean {
  return profile !== null && profile.verification !== 'verified';
}

function LockIcon() {
  return (
    <svg className="primary-nav__lock" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </svg>
  );
}

export function PrimaryNav() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const { open, setOpen, root, toggleProps, listId } = useDisclosure<HTMLElement>();
  const locked = isLocked(profile);

  return (
    <nav className="primary-nav" aria-label={t('shell.nav.label')} ref={root} data-testid="primary-nav">
      <button {...toggleProps} className="primary-nav__toggle header-pill">
        <svg className="primary-nav__toggle-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'} />
        </svg>
        <span className="primary-nav__toggle-label">{t('shell.nav.menu')}</span>
      </button>
      <ul
        id={listId}
        className="primary-nav__list"
        data-open={open}
        aria-describedby={locked ? 'primary-nav-locked' : undefined}
      >
        {locked ? (
          <li className="primary-nav__locked-note" id="primary-nav-locked" data-testid="nav-locked">
            <LockIcon />
            <span>
              <strong>{t('shell.nav.lockedHeading')}.</strong>{' '}
              {profile
                ? t(verificationReasonKey(profile) ?? 'shell.nav.lockedLead', {
                    register: registerOf(profile),
                  })
                : null}{' '}
              <NavLink to={paths.registrationPending.getHref()} className="primary-nav__status-link">
                {t('shell.nav.lockedStatus')}
              </NavLink>
            </span>
          </li>
        ) : null}
        {navAreas(profile).map(({ key, to, end }) => (
          <li key={key}>
            {locked ? (
              <span
                className="primary-nav__link primary-nav__link--locked"
                data-nav={key}
                aria-disabled="true"
              >
                <LockIcon />
                {t(`shell.nav.${key}`)}
                <span className="visually-hidden"> ({t('shell.nav.locked')})</span>
              </span>
            ) : (
              <NavLink to={to} end={end} className="primary-nav__link" data-nav={key}>
                {t(`shell.nav.${key}`)}
              </NavLink>
            )}
          </li>
        ))}
        <li className="primary-nav__action" hidden={locked}>
          <button
            type="button"
            className="button button--secondary button--small"
            data-testid="article-request-trigger"
            onClick={() => {
              setOpen(false);
              articleRequestPopup.open();
            }}
          >
            {t('medicalInformation.article.trigger')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
